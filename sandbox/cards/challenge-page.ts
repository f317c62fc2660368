// The page the card adapter opens for an authentication step: 'Complete' or 'Fail' posts the
// outcome, then tells the opener (popup) or parent (iframe) with
// `{ type: 'sandbox-3ds-result', intentId, status, error? }`, as a bank's 3-D Secure page would.
import { escapeHtml, formatCents } from '../pages/layout.ts';
import { scriptJson } from '../identity/html.ts';
import type { Intent } from './confirm.ts';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#f2f4f7;display:flex;justify-content:center}
  main{max-width:26rem;width:100%;margin:1.5rem;background:#fff;border:1px solid #d5dbe3;border-radius:10px;padding:1.75rem}
  .issuer{font-weight:700;color:#1f3a5f;margin:0 0 .75rem}
  h1{font-size:1.35rem;margin:0 0 .5rem}
  .actions{display:flex;gap:.75rem;margin-top:1.25rem}
  button{font:inherit;flex:1;padding:.65rem 1rem;border-radius:6px;cursor:pointer;font-weight:600}
  #complete{background:#1f3a5f;color:#fff;border:1px solid #1f3a5f}
  #fail{background:#fff;color:#8a1c1c;border:1px solid #c98b8b}
  button:focus{outline:3px solid #7aa7e6;outline-offset:1px}
  button:disabled{opacity:.6;cursor:default}
`;

export function challengePage(intent: Intent): string {
  const what = intent.kind === 'payment'
    ? `a payment of ${formatCents(intent.record.amount)}`
    : 'saving your payment method';
  const pending = intent.record.status === 'requires_action';
  const intentId = intent.record.id;
  const body = pending
    ? `<p>Your bank asks you to confirm ${escapeHtml(what)}. This sandbox step stands in for 3-D Secure.</p>
<div class="actions">
<button type="button" id="complete">Complete</button>
<button type="button" id="fail">Fail</button>
</div>
<p id="result" role="status" aria-live="polite"></p>`
    : `<p role="status">There is nothing left to authenticate here (status: ${escapeHtml(intent.record.status)}). You can close this window.</p>`;
  const script = pending
    ? `<script>
(function () {
  var intentId = ${scriptJson(intentId)};
  var target = window.opener || (window.parent !== window ? window.parent : null);
  var buttons = document.querySelectorAll('button');
  function settle(outcome) {
    buttons.forEach(function (b) { b.disabled = true; });
    fetch(${scriptJson(`/__cards/challenge/${intentId}`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: outcome })
    }).then(function (res) { return res.json(); }).then(function (answer) {
      var intent = answer.payment_intent || answer.setup_intent || {};
      var error = intent.last_payment_error || intent.last_setup_error || answer.error;
      var message = { type: 'sandbox-3ds-result', intentId: intentId, status: intent.status || 'failed' };
      if (error) message.error = error;
      document.getElementById('result').textContent = error ? error.message : 'Authentication complete. You can close this window.';
      if (target) target.postMessage(message, '*');
    }).catch(function () {
      document.getElementById('result').textContent = 'The sandbox did not answer. Close this window and try again.';
      buttons.forEach(function (b) { b.disabled = false; });
    });
  }
  document.getElementById('complete').addEventListener('click', function () { settle('complete'); });
  document.getElementById('fail').addEventListener('click', function () { settle('fail'); });
})();
</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Authenticate your payment</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="issuer">Sandbox bank</p>
<h1>Authenticate your payment</h1>
${body}
</main>
${script}
</body>
</html>
`;
}
