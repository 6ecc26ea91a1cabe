import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FIRM_LOGIN_MESSAGES } from '../../../domain/firm/firm.ts';
import { firmLoginSchema } from '../../../domain/firm/firm-login.ts';
import { paths } from '../../paths.ts';
import { AreaSignInForm, type AreaSignInMessages, useAreaSignIn } from '../../staff/area-sign-in.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast.tsx';

/** Wrong user, wrong password or an account without the role read the same; too many attempts says so; anything else is technical. */
const SIGN_IN_MESSAGES: AreaSignInMessages = {
  title: 'Error',
  invalid: FIRM_LOGIN_MESSAGES.invalid,
  failure: FIRM_LOGIN_MESSAGES.failure,
  display: 'toast',
};

/** Footer button and the 'Acceso Administrador' dialog: staff with the role contenido go to the carousel admin. */
export function AdminLoginDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const signIn = useAreaSignIn(['contenido'], SIGN_IN_MESSAGES);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <LockKeyhole aria-hidden />
          Acceso administrador
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Acceso Administrador</DialogTitle>
          <DialogDescription>Ingresá con tu usuario para administrar las imágenes del sitio.</DialogDescription>
        </DialogHeader>
        {/* The form lives only while the dialog is open: closing it clears what was typed. */}
        <AreaSignInForm
          signIn={signIn}
          identifier="username"
          identifierLabel="Usuario"
          schema={firmLoginSchema}
          submitLabel="Iniciar Sesión"
          onSignedIn={() => {
            setOpen(false);
            toast.success('Éxito', FIRM_LOGIN_MESSAGES.success);
            navigate(paths.carouselAdmin);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
