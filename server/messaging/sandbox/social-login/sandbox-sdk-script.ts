/**
 * The sandbox social-login SDK: the part of Facebook's JS SDK that embedded sign-up uses
 * (`FB.init`, `FB.getLoginStatus`, `FB.logout`, `FB.login` with `response_type: 'code'`, and
 * `window.fbAsyncInit`), served by our server. `FB.login` opens our consent dialog in a popup;
 * the dialog answers by `postMessage` with an auth code, a cancel, or a login without a code.
 * Closing the popup without choosing is a cancel, as with Facebook. Served from another origin than
 * the console's (a stand-in for Meta's CDN), it trusts only answers from its own origin's dialog and
 * tells the dialog the console's origin to answer to, as Facebook's SDK does.
 * `FB.login` insists on what Meta's embedded sign-up v3 requires of the call (its implementation guide):
 * a `config_id`, `response_type: 'code'` with `override_default_response_type`, and `extras` with a
 * `setup` object, a known `featureType` and `sessionInfoVersion` 3; anything else throws, naming it,
 * so a console that drifts from Meta's call fails in every test that signs up.
 */
export const sandboxSdkScript = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL('.', script.src).href : new URL('/api/sandbox/social-login/', window.location.href).href;
  var dialogOrigin = new URL(base).origin;
  var state = { appId: '', version: 'v18.0', authResponse: null };

  function answer(callback, response) {
    if (typeof callback === 'function') callback(response);
  }
  function loggedOut() {
    return { status: 'unknown', authResponse: null };
  }

  /** Meta's embedded sign-up feature types (its versions guide) and spec §3's; '' is the default flow. */
  var featureTypes = ['', 'whatsapp_embedded_signup', 'marketing_messages_lite', 'whatsapp_business_app_onboarding', 'only_waba_sharing'];
  function loginProblem(options) {
    if (!options || !options.config_id) return 'config_id is required';
    if (options.response_type !== 'code' || options.override_default_response_type !== true) return "response_type 'code' with override_default_response_type true is required";
    var extras = options.extras;
    if (!extras || typeof extras !== 'object') return 'extras is required';
    if (!extras.setup || typeof extras.setup !== 'object') return 'extras.setup must be an object';
    if (String(extras.sessionInfoVersion) !== '3') return "extras.sessionInfoVersion must be '3'";
    if (featureTypes.indexOf(extras.featureType) < 0) return 'extras.featureType ' + JSON.stringify(extras.featureType) + ' is not a feature type of embedded sign-up';
    return '';
  }

  var FB = {
    sandbox: true,
    init: function (options) {
      state.appId = String((options && options.appId) || '');
      state.version = (options && options.version) || state.version;
    },
    getLoginStatus: function (callback) {
      answer(callback, state.authResponse ? { status: 'connected', authResponse: state.authResponse } : loggedOut());
    },
    logout: function (callback) {
      state.authResponse = null;
      answer(callback, loggedOut());
    },
    login: function (callback, options) {
      if (!state.appId) throw new Error('FB.init needs an appId before FB.login');
      var problem = loginProblem(options);
      if (problem) throw new Error('Embedded sign-up v3: ' + problem);
      var params = new URLSearchParams({
        feature_type: options.extras.featureType,
        app_id: state.appId,
        version: state.version,
        response_type: (options && options.response_type) || 'token',
        config_id: String((options && options.config_id) || ''),
        origin: window.location.origin,
      });
      var popup = window.open(base + 'dialog?' + params.toString(), 'sandbox_social_login', 'popup,width=520,height=640');
      if (!popup) {
        answer(callback, loggedOut());
        return;
      }
      var done = false;
      var timer = 0;
      function finish(response) {
        if (done) return;
        done = true;
        window.removeEventListener('message', onMessage);
        window.clearInterval(timer);
        state.authResponse = response.status === 'connected' ? response.authResponse : null;
        answer(callback, response);
      }
      function onMessage(event) {
        var data = event.data;
        if (event.origin !== dialogOrigin || !data || data.type !== 'sandbox-social-login') return;
        finish(data.response);
      }
      window.addEventListener('message', onMessage);
      timer = window.setInterval(function () {
        if (popup.closed) window.setTimeout(function () { finish(loggedOut()); }, 250);
      }, 400);
    },
  };
  window.FB = FB;
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;
