/** `npm pack` of the kit's current build into a fresh temporary folder; the tarball's path. */
export function packKit(): string;
