import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// a click on a server-rendered button before hydration is kept (shell/src/index.ts) and replayed right
// after hydrateRoot (bootstrap.tsx); React hydrates what the replayed click needs, then runs its handler.
function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      Clicked {n}
    </button>
  );
}

it('a click replayed right after hydrateRoot reaches the hydrated handler', async () => {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.ssr = '1';
  document.body.appendChild(container);
  container.innerHTML = renderToString(<Counter />);
  await jest.isolateModulesAsync(async () => {
    // index.ts installs the keeper (bootstrap and the early start are stood in for).
    jest.doMock('../bootstrap', () => ({}));
    jest.doMock('../federation/early-start', () => ({ startEarly: () => Promise.resolve() }));
    await import('../index');
  });
  const button = container.querySelector('button')!;
  button.click(); // before hydration: no handler yet
  expect(button.textContent).toBe('Clicked 0');
  await act(async () => {
    hydrateRoot(container, <Counter />);
    window.__utsavReplayClicks?.();
  });
  expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
  // Replayed once: later clicks are React's alone.
  await act(async () => button.click());
  expect(container.querySelector('button')!.textContent).toBe('Clicked 2');
  container.remove();
});

// A handler that reads its render's state (as the month grid's arrows do): three quick clicks before hydration must
// move three steps. Replayed in one task, all three saw the first render's state and moved one.
function Months() {
  const [m, setM] = useState(0);
  return (
    <button type="button" onClick={() => setM(m + 1)}>
      Month {m}
    </button>
  );
}

it('quick clicks before hydration are replayed one task each, each seeing the state the one before left', async () => {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.ssr = '1';
  document.body.appendChild(container);
  container.innerHTML = renderToString(<Months />);
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../bootstrap', () => ({}));
    jest.doMock('../federation/early-start', () => ({ startEarly: () => Promise.resolve() }));
    await import('../index');
  });
  const button = container.querySelector('button')!;
  for (let i = 0; i < 3; i++) button.click();
  await act(async () => {
    hydrateRoot(container, <Months />);
    window.__utsavReplayClicks?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(container.querySelector('button')!.textContent).toBe('Month 3');
  container.remove();
});
