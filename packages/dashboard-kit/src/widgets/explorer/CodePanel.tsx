import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import type { explorerEn } from '../../i18n/en/forecast';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { Stack } from '../../ui/layout';
import { SelectField } from '../../ui/SelectField';
import { panelId, tabId, Tabs } from '../../ui/Tabs';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import { Muted } from '../../ui/WidgetRoot';
import { Code, CodeFrame } from '../../ui/CodeBlock';
import { absoluteApiBase } from '../../parts/requests/curl.logic';
import { forecastSnippet, SNIPPET_LANGUAGES, type SnippetLanguage } from './snippets.logic';

/** The code's panel may be narrower than the code: the code scrolls within it (ui/CodeBlock), the page does not. */
const Panel = styled.div`
  min-width: 0;
`;

const Root = styled(Stack)`
  min-width: 0;
`;

const LANGUAGE_NAMES: Record<SnippetLanguage, string> = { curl: 'curl', python: 'Python', javascript: 'JavaScript' };

interface Props {
  keyId: string;
  models: readonly { id: string; label: string }[];
  request: { lat: number; lon: number; steps: number; parameters: readonly string[] };
  t: Record<keyof typeof explorerEn, string>;
}

/** The explorer's request as code (curl, Python, JavaScript) with the key's id, its secret left to an environment variable; copied in one click. */
export function CodePanel({ keyId, models, request, t }: Props) {
  const { config } = useDashboard();
  const prefix = useId();
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const [model, setModel] = useState<string | null>(null);
  const clipboard = useCopyToClipboard();
  const shown = models.find((candidate) => candidate.id === model) ?? models[0];
  if (!shown) return null;
  const base = absoluteApiBase(config.apiBaseUrl, typeof window === 'undefined' ? null : window.location.origin);
  const code = forecastSnippet(language, keyId, base, { model: shown.id, ...request });
  return (
    <Root $gap={12} as="section" aria-labelledby={`${prefix}-title`}>
      <CardTitle id={`${prefix}-title`}>{t.code}</CardTitle>
      <Muted>{t.codeHint}</Muted>
      {models.length > 1 ? (
        <SelectField label={t.codeModel} value={shown.id} options={models.map((candidate) => ({ value: candidate.id, label: candidate.label }))} onChange={(event) => setModel(event.target.value)} />
      ) : null}
      <Tabs label={t.codeLanguage} idPrefix={prefix} tabs={SNIPPET_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))} selected={language} onSelect={setLanguage} />
      <Panel role="tabpanel" id={panelId(prefix, language)} aria-labelledby={tabId(prefix, language)}>
        <CodeFrame label={`${LANGUAGE_NAMES[language]}: ${shown.label}`}>
          <Code data-language={language}>{code}</Code>
        </CodeFrame>
      </Panel>
      {clipboard.supported ? (
        <div>
          <Button variant="secondary" onClick={() => void clipboard.copy(language, code)}>
            {clipboard.copied === language ? t.copied : `${t.copy} (${LANGUAGE_NAMES[language]})`}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
