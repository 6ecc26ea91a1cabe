import { LockKeyhole } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PublicFooter } from '../../shared/public-site-chrome.tsx';
import { Button } from '../../ui/button.tsx';

// The staff sign-in (a form with its schema, Radix dialog) loads when its button is first used.
const loadAdminLogin = () => import('./admin-login-dialog.tsx');
const AdminLoginDialog = lazy(() => loadAdminLogin().then((m) => ({ default: m.AdminLoginDialog })));

/** The site's footer, with the staff access the firm's page adds. */
export function FirmFooter() {
  return (
    <PublicFooter>
      <AdminAccess />
    </PublicFooter>
  );
}

/** 'Acceso administrador': a plain button until first pressed, then the dialog (loaded on demand) opens. */
function AdminAccess() {
  const [used, setUsed] = useState(false);
  const face = (
    <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setUsed(true)} onPointerEnter={() => void loadAdminLogin()}>
      <LockKeyhole aria-hidden />
      Acceso administrador
    </Button>
  );
  if (!used) return face;
  return (
    <Suspense fallback={face}>
      <AdminLoginDialog defaultOpen />
    </Suspense>
  );
}
