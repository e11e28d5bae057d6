// The benchmark's floor for a React page (issue 52): React 19 alone drawing a plain two-field sign-on form in a
// dialog, no form library, store, HTTP client or modal. bench/visible.mjs times it beside the widget and the bare stack.
import { createRoot } from 'react-dom/client';

function Panel() {
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="t" data-page="REACT">
      <h2 id="t">Sign on</h2>
      <form onSubmit={(e) => e.preventDefault()}>
        <label>
          User ID <input name="userId" autoComplete="username" />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" />
        </label>
        <button type="submit">Sign on</button>
      </form>
    </div>
  );
}

const mountPoint = document.createElement('div');
document.body.appendChild(mountPoint);
createRoot(mountPoint).render(<Panel />);
