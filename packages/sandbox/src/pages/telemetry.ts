import { html, page } from './html';

export interface TelemetryRow {
  id: number;
  kind: string;
  payload: unknown;
  received_at: Date;
}

export function telemetryPage(rows: TelemetryRow[]): string {
  return page(
    'Telemetry',
    html`<h1>Telemetry received</h1>
<p>PostHog captures and Sentry envelopes sent to the sandbox. <a href="/_sandbox/telemetry.json">JSON</a></p>
${rows.length === 0
  ? html`<p>Nothing yet.</p>`
  : rows.map((row) => html`<h2>${row.kind} #${row.id}</h2><pre>${JSON.stringify(row.payload, null, 2)}</pre>`)}`,
  );
}
