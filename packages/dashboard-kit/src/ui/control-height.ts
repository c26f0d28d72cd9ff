/**
 * The height every control on a line shares (inputs, selects, icon buttons, the top bar's search,
 * account switcher and avatar), so a line of them stays level whichever comes first.
 */
export const CONTROL_HEIGHT = '38px';
