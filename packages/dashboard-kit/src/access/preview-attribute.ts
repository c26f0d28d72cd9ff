// No imports: the host's build reads this file in Node, the head script bundles it.

/**
 * On a signed-in page's prerendered HTML (the element holding it): keeps it unpainted (the host's
 * page CSS hides what carries it) until the guard's rules let that page show for this session.
 * The early-requests script removes it when the access check's answer lets the page through,
 * the app once it has decided itself (revealPreview).
 */
export const PREVIEW_ATTRIBUTE = 'data-dk-preview';
