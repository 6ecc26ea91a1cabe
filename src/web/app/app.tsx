import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { replayEarlyTap } from './early-tap.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  // Says the page is React's now (a server-rendered page is visible, not yet interactive, before).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
  }, []);
  return <RouterProvider router={router} />;
}
