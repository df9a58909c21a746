// The sandbox gateway's payer page: plain server-made HTML (no script), readable on a phone, with the
// merchant, amount, channel and the two buttons that decide the test payment.
const CHANNELS: Record<string, string> = {
  FPX: 'FPX online banking',
  DUITNOW: 'DuitNow QR',
  TNG: "Touch 'n Go eWallet",
  GRABPAY: 'GrabPay',
  BOOST: 'Boost',
  SHOPEEPAY: 'ShopeePay',
  BANK_TRANSFER: 'Bank transfer',
};

export function channelName(channel: string): string {
  return CHANNELS[channel] ?? channel.replaceAll('_', ' ');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface PayPageInput {
  paymentId: string;
  merchantName: string;
  orderNo: string;
  amount: string;
  currency: string;
  channel: string;
  status: string;
  returnUrl: string;
}

const STATUS_TEXT: Record<string, { title: string; text: string }> = {
  paid: { title: 'Payment successful', text: 'The merchant has been told. You can go back to the site.' },
  failed: { title: 'Payment failed', text: 'Nothing was charged. You can go back to the site and try again.' },
  cancelled: { title: 'Payment expired', text: 'This payment was not completed in time. Start a new deposit on the site.' },
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:linear-gradient(160deg,#0b1630,#13254d 60%,#0b1630);color:#e8edf7;display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#fff;color:#16213a;border-radius:18px;box-shadow:0 20px 60px rgba(0,0,0,.35);overflow:hidden}
header{display:flex;align-items:center;gap:10px;padding:16px 20px;background:#f3f6fc;border-bottom:1px solid #e3e8f2}
.logo{width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#2d6cdf,#12b886);display:grid;place-items:center;color:#fff;font-weight:800}
header b{font-size:15px}header small{display:block;color:#6b7794;font-size:12px}
.badge{margin-left:auto;font-size:11px;font-weight:700;letter-spacing:.04em;color:#b35c00;background:#fff3e0;border-radius:999px;padding:3px 9px}
section{padding:22px 20px}.merchant{color:#6b7794;font-size:14px}.amount{font-size:34px;font-weight:800;margin:4px 0 16px;letter-spacing:-.02em}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}dt{color:#6b7794}dd{margin:0;text-align:right;word-break:break-all}
form{display:grid;gap:10px}button,a.button{display:block;width:100%;border:0;border-radius:12px;padding:14px;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#12b886;color:#fff}.pay:hover{background:#0ca678}.fail{background:#f1f3f7;color:#c92a2a}.fail:hover{background:#e9ecf2}
button:focus-visible,a.button:focus-visible{outline:3px solid #2d6cdf;outline-offset:2px}.back{background:#2d6cdf;color:#fff}
h1{font-size:22px;margin:0 0 6px}p{margin:0 0 18px;color:#4a5672}.note{font-size:12px;color:#8a94ab;text-align:center;margin:14px 0 0}
.ok{color:#0ca678}.bad{color:#c92a2a}`;

export function renderPayPage(input: PayPageInput): string {
  const e = escapeHtml;
  const ended = STATUS_TEXT[input.status];
  const details = `<dl><dt>Channel</dt><dd>${e(channelName(input.channel))}</dd><dt>Order</dt><dd>${e(input.orderNo)}</dd><dt>Payment</dt><dd>${e(input.paymentId)}</dd></dl>`;
  const body = ended
    ? `<h1 class="${input.status === 'paid' ? 'ok' : 'bad'}">${e(ended.title)}</h1><p>${e(ended.text)}</p>${details}
       <a class="button back" href="${e(input.returnUrl)}">Back to ${e(input.merchantName)}</a>`
    : `<div class="merchant">Pay to ${e(input.merchantName)}</div><div class="amount">${e(input.currency)} ${e(input.amount)}</div>${details}
       <form method="post" action="/sandbox-gateway/pay/${e(input.paymentId)}">
         <button class="pay" name="action" value="pay" type="submit">Pay ${e(input.currency)} ${e(input.amount)}</button>
         <button class="fail" name="action" value="fail" type="submit">Fail this payment</button>
       </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox Pay · ${e(input.merchantName)}</title><style>${STYLE}</style></head>
<body><main><header><div class="logo" aria-hidden="true">S</div><div><b>Sandbox Pay</b><small>Secure checkout</small></div><span class="badge">TEST MODE</span></header>
<section>${body}<p class="note">A test gateway: no real money moves.</p></section></main></body></html>`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pay</title><style>${STYLE}</style></head>
<body><main><section><h1 class="bad">No such payment</h1><p>This payment link is not valid.</p></section></main></body></html>`;
}
