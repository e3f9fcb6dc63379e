import '@dars/theme/styles';
import { DEFAULT_LANGUAGE, loadMessages } from '@dars/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppActors } from './actors';
import { readStoredLanguage } from './platform';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Only the shown language's messages load with the first screen (boot.js has preloaded their chunk).
// A promise, not a top-level await: chunks that share code with the entry must not wait on it.
loadMessages(readStoredLanguage() ?? DEFAULT_LANGUAGE).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App actors={createAppActors()} />
    </StrictMode>,
  );
}, showLoadFailure);

/** No messages, no app: a plain notice in both languages and a reload button, never a blank page. */
function showLoadFailure(error: unknown) {
  console.error('[app] the messages could not be loaded', error);
  const notice = document.createElement('p');
  notice.textContent = 'تعذّر تحميل الصفحة. تحقّق من اتصالك. · The page could not be loaded. Check your connection.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'إعادة التحميل · Reload';
  reload.addEventListener('click', () => window.location.reload());
  container?.replaceChildren(notice, reload);
}
