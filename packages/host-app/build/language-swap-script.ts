/**
 * A prerendered page's script right after its `#root` (inline; the CSP allows it by its hash,
 * security/headers.ts). The page is prerendered in each of the host's languages: English in
 * `#root`, the others in `<template id="dk-page-<lang>">`. Before the first paint it puts the
 * visitor's language (the document-init script set it on `<html>`) in `#root`, so the page
 * paints, and hydrates, in that language with no flash of the other.
 */
export const LANGUAGE_SWAP_SCRIPT = `(function(){var h=document.documentElement,r=document.getElementById("root"),t=document.getElementById("dk-page-"+h.lang);if(r&&t&&r.getAttribute("data-prerendered-lang")!==h.lang){r.replaceChildren(t.content.cloneNode(true));r.setAttribute("data-prerendered-lang",h.lang)}})();`;
