import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Figure({ label }: { label: string }) {
  return (
    <p>
      Dibujo {label} <a href="/barrios/palermo">Palermo</a>
    </p>
  );
}

function Where() {
  return <output aria-label="dirección">{useLocation().pathname}</output>;
}

/** The module reads the server's markup when first evaluated: a fresh copy per test, after the DOM is set. */
async function freshIsland(load: () => Promise<typeof Figure>) {
  vi.resetModules();
  const { serverIsland } = await import('./server-island.tsx');
  return serverIsland('mapa', load, <p>Cargando dibujo</p>);
}

function page(Island: (props: { label: string }) => React.ReactNode) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Where />
      <Routes>
        <Route path="/" element={<Island label="del navegador" />} />
        <Route path="/barrios/:slug" element={<p>Página del barrio</p>} />
      </Routes>
    </MemoryRouter>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('serverIsland', () => {
  it('keeps what the server drew at hydration and never loads the code', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<output aria-label="dirección">/</output><div data-island="mapa" class="contents"><!--$--><p>Dibujo del servidor <a href="/barrios/palermo">Palermo</a></p><!--/$--></div>';
    document.body.append(container);
    const load = vi.fn(async () => Figure);
    const Island = await freshIsland(load);
    await act(async () => {
      hydrateRoot(container, page(Island));
    });
    expect(screen.getByText(/Dibujo del servidor/)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    // A hydration mismatch would be a console.error, which fails the test (src/server/test/fail-on-console-error.ts).

    // The server's plain link navigates inside the app, as a <Link> would.
    fireEvent.click(screen.getByRole('link', { name: 'Palermo' }));
    expect(await screen.findByText('Página del barrio')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'dirección' }).textContent).toBe('/barrios/palermo');
  });

  it('after a navigation (no server markup) loads the code and draws the component, with its placeholder meanwhile', async () => {
    let resolve: (component: typeof Figure) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Figure>((r) => (resolve = r)));
    const Island = await freshIsland(load);
    render(page(Island));
    expect(screen.getByText('Cargando dibujo')).toBeTruthy();
    await act(async () => resolve(Figure));
    expect(await screen.findByText(/Dibujo del navegador/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier (new tab) and links to other sites to the browser', async () => {
    const Island = await freshIsland(async () => Figure);
    render(page(Island));
    const link = await screen.findByRole('link', { name: 'Palermo' });
    // jsdom cannot open a tab: the browser's own handling is stopped after the island has seen the click.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', stop);
    expect(screen.getByRole('status', { name: 'dirección' }).textContent).toBe('/');
  });
});
