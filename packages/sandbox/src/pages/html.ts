/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const rendered = Array.isArray(value)
      ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(item))).join('')
      : value instanceof Html
        ? value.value
        : escapeHtml(value ?? '');
    out += rendered + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

/** The sandbox's page frame: plain, readable, clearly not the real service. */
export function page(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · Sandbox</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 760px; margin: 40px auto; padding: 0 20px; line-height: 1.5; }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #fde68a; color: #713f12; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #8884; }
  button, .button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid #8886; background: #1d4ed8; color: white; cursor: pointer; text-decoration: none; display: inline-block; }
  button.secondary { background: transparent; color: inherit; }
  input { font: inherit; padding: 8px; border-radius: 6px; border: 1px solid #8886; }
  form.inline { display: inline; }
  pre { white-space: pre-wrap; word-break: break-all; background: #8881; padding: 8px; border-radius: 6px; }
</style>
</head>
<body>
<p><span class="badge">Local sandbox</span></p>
${body}
</body>
</html>`.value;
}
