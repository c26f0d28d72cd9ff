/** The name a host may give a widget's region. */
export interface RegionLabelProps {
  /**
   * Names the widget's region instead of its heading: give each its own name where a page shows
   * two (`'Staging API keys'`), so assistive technology can tell them apart.
   */
  'aria-label'?: string;
}
