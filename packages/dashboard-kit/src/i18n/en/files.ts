/**
 * The English texts of the file browser.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** The file browser. */
export const filesEn = {
  title: 'Files', // [not from spec]
  root: 'Files', // [not from spec] the breadcrumb of the top folder
  back: 'Back', // [not from spec]
  forward: 'Forward', // [not from spec]
  refresh: 'Refresh', // [not from spec]
  copyCurrentUrl: 'Copy URL of this folder', // [not from spec]
  copyUrl: 'Copy URL',
  copied: 'Copied!',
  parent: '..',
  empty: 'This directory is empty',
  loading: 'Loading folder', // [not from spec]
  errorTitle: 'Error loading content',
  fetchFailed: 'Failed to fetch directory contents',
  suggestion: 'Try refreshing, or log in again.', // [not from spec] wording of the spec's suggestion
  columnName: 'Name', // [not from spec]
  columnSize: 'Size', // [not from spec]
  columnModified: 'Modified', // [not from spec]
  /** Read after the column's name: "Name, sorted A to Z; …". */
  sortAscending: 'sorted A to Z; activate to sort Z to A', // [not from spec]
  sortDescending: 'sorted Z to A; activate to sort A to Z', // [not from spec]
  filterLabel: 'Filter this folder', // [not from spec]
  filterPlaceholder: 'Filter by name', // [not from spec]
  zarrHint: 'Part of a Zarr store: open the store with a Zarr reader instead of browsing into it.', // [not from spec]
  count: '{shown} of {total, plural, one {# item} other {# items}}', // [not from spec]
  listLabel: 'Folder contents', // [not from spec]
  forbiddenLink: 'See plans with file access', // [not from spec]
} as const;
