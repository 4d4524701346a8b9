import { escapeHtml } from '../../platform/html.ts';

export const esc = (value: unknown) => escapeHtml(String(value ?? ''));

/** A page of Stripe's hosted UI (Checkout, Customer Portal, invoices) as the local server draws it. */
export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}
section{background:#fff;border-radius:12px;padding:1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:0}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{font:inherit;padding:.5rem;border:1px solid #8792a2;border-radius:6px;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#4f46e5;color:#fff;font-weight:600}
a{color:#3730a3}.warn{color:#8a2d0c}
table{width:100%;border-collapse:collapse}td{padding:.4rem 0}td:last-child{text-align:right}
.total td{font-weight:600;border-top:1px solid #d5dbe1}
</style></head><body><main>${body}</main></body></html>`;
