// The ACH View page's loader for a named batch (`/ach-view-file/{batchName}`), served as its one script
// of its own (`/ach-view-file.js`; the page's CSP allows no inline script). It signs the request with the
// staff app's session (its token in this origin's localStorage, the same bearer every API call carries),
// fetches the batch's file from `GET /api/ach-batches/by-name/{name}/file` (masked unless the user holds
// ACH download) and hands it to <ach-viewer> as a blob: URL. A user holding ACH download is offered
// "Reveal account numbers": the reveal is recorded first (`POST …/reveal`) and only then is the widget's
// `reveal` attribute set, so no whole number shows without its audit event.
export const ACH_VIEWER_LOADER = `(() => {
  'use strict';
  const viewer = document.querySelector('ach-viewer');
  const status = document.getElementById('ach-status');
  const reveal = document.getElementById('ach-reveal');
  const name = status && status.dataset.batchName;
  if (!viewer || !status || !reveal || !name) return;
  const say = (text) => { status.textContent = text; };
  const token = localStorage.getItem('token');
  if (!token) {
    say('Sign in to the staff app, then open this page again to load batch ' + name + '. You can still open a local copy of its file below.');
    return;
  }
  const api = '/api/ach-batches/by-name/' + encodeURIComponent(name);
  const headers = { Authorization: 'Bearer ' + token };
  const refusals = {
    401: 'Your session has ended; sign in to the staff app again to load batch ' + name + '.',
    403: 'Your role does not include ACH view, so batch ' + name + ' cannot be loaded.',
    404: 'Batch ' + name + ' has no generated file (it may not exist, not be approved yet, or have been re-opened).',
  };
  say('Loading batch ' + name + '…');
  fetch(api + '/file', { headers, cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) {
        say(refusals[response.status] || 'Batch ' + name + ' could not be loaded (the server answered ' + response.status + ').');
        return;
      }
      const revealable = response.headers.get('X-Ach-Revealed') === 'true';
      const url = URL.createObjectURL(await response.blob());
      viewer.setAttribute('batch-name', name);
      viewer.setAttribute('src', url);
      say('Batch ' + name + ' loaded from the server' + (revealable ? '; account numbers are masked until you reveal them.' : '; account numbers show their last 4 digits only.'));
      if (!revealable) return;
      reveal.hidden = false;
      reveal.addEventListener('click', async () => {
        reveal.disabled = true;
        const recorded = await fetch(api + '/reveal', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: '{}',
        }).catch(() => undefined);
        if (recorded && recorded.status === 204) {
          viewer.setAttribute('reveal', '');
          reveal.hidden = true;
          say('Batch ' + name + ' loaded from the server; whole account numbers revealed (recorded in the audit log).');
        } else {
          reveal.disabled = false;
          say('The reveal could not be recorded, so account numbers stay masked. Try again.');
        }
      });
    })
    .catch(() => say('Batch ' + name + ' could not be loaded: the server could not be reached.'));
})();
`;
