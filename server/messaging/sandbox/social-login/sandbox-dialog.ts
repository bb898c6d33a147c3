/**
 * The sandbox consent dialog the SDK opens: it says plainly that it is a sandbox, names the app,
 * and offers what Facebook's dialog can end in: continue (an auth code), cancel, or a login that
 * brings back no code. Its script is a separate file because our CSP allows no inline script.
 * It answers the opener at `openerOrigin` (the console's, which the SDK passes); with a code that
 * names the WABA and number it set up, it first posts the session info Meta's dialog posts
 * (`WA_EMBEDDED_SIGNUP`, `FINISH`, as a JSON string), which the console reads for those ids.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What the dialog says it sets up, by the `extras.featureType` FB.login was called with. */
const FEATURE_NAMES: Record<string, string> = {
  marketing_messages_lite: 'Marketing Messages Lite: marketing templates go out through optimised delivery.',
  whatsapp_embedded_signup: 'WhatsApp Business Platform sign-up.',
};

export function sandboxDialogHtml(appId: string, appName: string, openerOrigin = '', featureType = ''): string {
  const feature = FEATURE_NAMES[featureType];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox social login</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1c1e21; background: #f0f2f5; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .label { display: inline-block; background: #fff3cd; color: #664d03; border: 1px solid #ffe69c; border-radius: 4px; padding: 2px 8px; font-size: 12px; font-weight: 600; }
  h1 { font-size: 20px; margin: 12px 0; }
  p { line-height: 1.5; }
  button { display: block; width: 100%; margin-top: 12px; padding: 10px; font-size: 15px; border-radius: 6px; border: 1px solid #ccd0d5; background: #fff; cursor: pointer; }
  button.primary { background: #1877f2; border-color: #1877f2; color: #fff; font-weight: 600; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main data-app-id="${escapeHtml(appId)}" data-opener-origin="${escapeHtml(openerOrigin)}">
  <span class="label">SANDBOX: not Facebook</span>
  <h1>Connect your WhatsApp Business account</h1>
  <p><strong>${escapeHtml(appName)}</strong> asks to manage your WhatsApp Business accounts and numbers. In this sandbox no Facebook account is used: continuing creates a test WABA and number for your account.</p>
  ${feature ? `<p>Feature: ${escapeHtml(feature)}</p>` : ''}
  <p id="status" role="status"></p>
  <button type="button" class="primary" id="continue" disabled>Continue</button>
  <button type="button" id="no-code" disabled>Finish without an auth code</button>
  <button type="button" id="cancel" disabled>Cancel</button>
</main>
<script src="dialog.js"></script>
</body>
</html>
`;
}

export const sandboxDialogScript = String.raw`(function () {
  'use strict';
  var main = document.querySelector('main');
  var appId = main.getAttribute('data-app-id');
  var openerOrigin = main.getAttribute('data-opener-origin') || window.location.origin;
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button'));

  function reply(response, session) {
    if (window.opener && session) window.opener.postMessage(JSON.stringify(session), openerOrigin);
    if (window.opener) window.opener.postMessage({ type: 'sandbox-social-login', response: response }, openerOrigin);
    window.close();
  }
  function authResponse(extra) {
    var expiry = Math.floor(Date.now() / 1000) + 90 * 24 * 3600;
    var base = { userID: '', expiresIn: 0, graphDomain: 'facebook', data_access_expiration_time: expiry, accessToken: null, signedRequest: null };
    for (var key in extra) base[key] = extra[key];
    return base;
  }

  document.getElementById('continue').addEventListener('click', function () {
    buttons.forEach(function (button) { button.disabled = true; });
    status.textContent = 'Connecting…';
    var cookie = document.cookie.split('; ').filter(function (part) { return part.indexOf('XSRF-TOKEN=') === 0; })[0];
    var headers = { 'content-type': 'application/json' };
    if (cookie) headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.slice('XSRF-TOKEN='.length));
    fetch('codes', { method: 'POST', headers: headers, credentials: 'same-origin', body: JSON.stringify({ app_id: appId }) })
      .then(function (res) { if (!res.ok) throw new Error('HTTP ' + res.status); return res.json(); })
      .then(function (body) {
        var session = body.waba_id && body.phone_number_id ? { type: 'WA_EMBEDDED_SIGNUP', event: 'FINISH', version: '3', data: { waba_id: body.waba_id, phone_number_id: body.phone_number_id } } : null;
        reply({ status: 'connected', authResponse: authResponse({ code: body.code, userID: body.user_id, expiresIn: body.expires_in }) }, session);
      })
      .catch(function (error) {
        status.textContent = 'The sandbox could not issue a code: ' + error.message;
        buttons.forEach(function (button) { button.disabled = false; });
      });
  });
  document.getElementById('no-code').addEventListener('click', function () {
    reply({ status: 'connected', authResponse: authResponse({ userID: '' }) });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    reply({ status: 'unknown', authResponse: null });
  });
  // The buttons come disabled in the page and are enabled only now: a click before this script ran did nothing and
  // left the sign-up waiting on a pop-up that never answered (an intermittent e2e failure under load).
  buttons.forEach(function (button) { button.disabled = false; });
})();
`;
