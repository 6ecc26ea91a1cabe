import { KeyRound } from 'lucide-react';
import type { Credentials } from '../../lib/session.ts';
import { useDemoAccounts } from '../../staff/demo-accounts.ts';
import { Button } from '../../ui/button.tsx';

/** The tasks login's quick-access accounts: drawn only while demo accounts exist (DESIGN.md §4). */
export function QuickAccess({ signInWith }: { signInWith: (credentials: Credentials) => Promise<void> }) {
  const demo = useDemoAccounts(true, (accounts) => accounts.filter((a) => a.roles.includes('tareas_admin') || a.roles.includes('tareas_cliente')));
  if (!demo.data || demo.data.length === 0) return null;
  return (
    <section aria-labelledby="acceso-rapido" className="grid gap-2 rounded-md border border-dashed border-border p-3">
      <h2 id="acceso-rapido" className="text-sm font-medium text-muted">
        Acceso rápido (cuentas de demostración)
      </h2>
      {demo.data.map((account) => (
        <Button key={account.username} variant="outline" onClick={() => signInWith({ username: account.username, password: account.password })}>
          <KeyRound aria-hidden />
          Entrar como {account.roles.includes('tareas_admin') ? 'administrador' : 'cliente'}
        </Button>
      ))}
    </section>
  );
}
