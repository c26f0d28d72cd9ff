// No imports: the endpoints files that read this are loaded in Node by the host's build.

/** Whether text looks like an email address: the kit's one check before sending; the service that receives it checks it properly. */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
