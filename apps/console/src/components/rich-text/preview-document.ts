// The page a preview frame shows: the content in the member site's default dark theme, as a notice or a
// popup reads there. It is shown in a sandboxed frame with scripts off, so even unsaved HTML cannot run.

export type PreviewKind = 'notice' | 'popup' | 'article';

const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#0b1220;color:#eef2fa;font:14px/1.6 Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.wrap{padding:16px;min-height:100vh}
.popup{max-width:420px;margin:24px auto;background:#121b2e;border:1px solid #2a3756;border-radius:16px;overflow:hidden}
.card{max-width:860px;margin:0 auto;background:#121b2e;border:1px solid #2a3756;border-radius:16px;overflow:hidden}
.head{padding:14px 18px;border-bottom:1px solid #2a3756;font-weight:600;font-size:16px}
.body{padding:16px 18px;color:#a3aec6;overflow-wrap:anywhere}
.foot{padding:12px 18px;border-top:1px solid #2a3756;text-align:right}
.btn{display:inline-block;background:#f5b82e;color:#1a1203;border-radius:999px;padding:6px 18px;font-weight:600}
.body h2,.body h3{color:#eef2fa;margin:1em 0 .4em;line-height:1.3}.body h2{font-size:18px}.body h3{font-size:16px}
.body p{margin:0 0 .8em}.body ul,.body ol{margin:0 0 .8em;padding-left:1.4em}.body a{color:#f5b82e}
.body blockquote{margin:0 0 .8em;padding-left:12px;border-left:3px solid #2a3756}
.body code{background:#1a2540;border-radius:4px;padding:0 4px}
.body img{max-width:100%;height:auto}.body table{border-collapse:collapse}.body td,.body th{border:1px solid #2a3756;padding:4px 8px}
`;

/** A whole HTML document for a preview frame's srcdoc. */
export function previewDocument(kind: PreviewKind, title: string, html: string, closeLabel: string): string {
  const card = kind === 'popup' ? 'popup' : 'card';
  const foot = kind === 'popup' ? `<div class="foot"><span class="btn">${escapeText(closeLabel)}</span></div>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body><div class="wrap"><div class="${card}"><div class="head">${escapeText(title)}</div><div class="body">${html}</div>${foot}</div></div></body></html>`;
}
