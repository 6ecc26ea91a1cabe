import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.ts';

function Card({ name }: { name: string }) {
  return <p>Tarjeta {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Preparando…</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders at once, with no fallback, once its code was preloaded', async () => {
    const { Component, preload } = preloadable(async () => Card);
    await preload();
    act(() => {
      render(inSuspense(<Component name="A" />));
    });
    // Synchronously: a plain React.lazy shows the fallback here and keeps it ≥ 300 ms.
    expect(screen.getByText('Tarjeta A')).toBeTruthy();
    expect(screen.queryByText('Preparando…')).toBeNull();
  });

  it('loads on first render when nobody preloaded it, and fetches the code once', async () => {
    const load = vi.fn(async () => Card);
    const { Component, preload } = preloadable(load);
    render(inSuspense(<Component name="B" />));
    expect(screen.getByText('Preparando…')).toBeTruthy();
    expect(await screen.findByText('Tarjeta B')).toBeTruthy();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('red caída')).mockResolvedValue(Card);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('red caída');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
