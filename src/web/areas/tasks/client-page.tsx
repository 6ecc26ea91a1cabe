import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { paths } from '../../paths.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** /tareas-parcela/cliente: the client panel is the next issue; until then it says so. */
function TasksClientPage() {
  return (
    <StaffShell
      roles={['tareas_cliente']}
      deniedTo={paths.tasks.login}
      signOut={{ to: paths.tasks.home, message: 'Sesión cerrada' }}
      links={
        <Link to={paths.tasks.home} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Tareas de {BRAND.name}
        </Link>
      }
      tabTitleSuffix={` · Tareas de ${BRAND.name}`}
    >
      <StaffPageHeader title="Panel de cliente" />
      <EmptyState
        icon={<Construction />}
        title="Tu panel está en construcción"
        description="Pronto vas a ver acá tus proyectos activos, su avance y sus tareas. Llega en la próxima etapa."
      />
    </StaffShell>
  );
}

export const Component = TasksClientPage;
