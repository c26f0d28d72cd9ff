import type { SectionTexts } from '../../i18n/messages';
import { LineIcon } from '../../ui/LineIcon';
import { UntrustedText } from '../../ui/UntrustedText';
import { isInsideZarr, isNavigable } from './fileBrowser.logic';
import { Icon, NameButton, NameText } from './FileBrowser.styles';
import type { Row } from './useFileBrowser';

const FOLDER_ICON = 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z';
const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5';

/**
 * A row's name: '..' and folders one can open are buttons (a click opens them; the grid's
 * keyboard does the same, so they stay out of the tab order), a folder inside a Zarr store is
 * described by the hint, a file is text.
 */
export function FileName({ row, onOpen, zarrHintId, t }: { row: Row; onOpen: (row: Row) => void; zarrHintId: string; t: SectionTexts<'files'> }) {
  if (row.kind === 'parent') {
    return (
      <NameButton tabIndex={-1} onClick={() => onOpen(row)}>
        {t.parent}
      </NameButton>
    );
  }
  const { entry } = row;
  if (isNavigable(entry)) {
    return (
      <NameButton tabIndex={-1} onClick={() => onOpen(row)}>
        <Icon><LineIcon d={FOLDER_ICON} /></Icon>
        <UntrustedText>{entry.name}</UntrustedText>
      </NameButton>
    );
  }
  if (entry.type === 'directory') {
    return (
      <NameText title={t.zarrHint} aria-describedby={isInsideZarr(entry.path) ? zarrHintId : undefined}>
        <Icon><LineIcon d={FOLDER_ICON} /></Icon>
        <UntrustedText>{entry.name}</UntrustedText>
      </NameText>
    );
  }
  return (
    <NameText>
      <Icon><LineIcon d={FILE_ICON} /></Icon>
      <UntrustedText>{entry.name}</UntrustedText>
    </NameText>
  );
}
