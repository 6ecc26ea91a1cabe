import { FolderOpen, Mail, MessageCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import type { ClientProject } from '../../../domain/tasks/client.ts';
import { CLIENT_MESSAGES } from '../../../domain/tasks/messages.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { TASKS_TAB_TITLE_SUFFIX } from './api.ts';
import { CLIENT_QUERY_KEY, myProjectsRead, useMyProjects } from './client-api.ts';
import { ClientProjectPanel } from './client-panel.tsx';

const TITLE = 'Panel de cliente';

/** The chosen project lives in the address (?proyecto=<id>), so a reload or a shared link keeps it. */
const PROJECT_PARAM = 'proyecto';

/**
 * /tareas-parcela/cliente (role tareas_cliente; anyone else → the tasks login): the Activo projects
 * linked to this account, one at a time, with its figures, progress and tasks (spec §2, §6).
 */
function TasksClientPage() {
  return (
    <StaffShell
      roles={['tareas_cliente']}
      deniedTo={paths.tasks.login}
      signOut={{ to: paths.tasks.home, message: 'Sesión cerrada', clearQueries: [CLIENT_QUERY_KEY] }}
      links={
        <Link to={paths.tasks.home} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Tareas de {BRAND.name}
        </Link>
      }
      tabTitleSuffix={TASKS_TAB_TITLE_SUFFIX}
    >
      <StaffPageHeader title={TITLE} description="El avance de tus obras activas y el estado de cada tarea." />
      <MyProjects />
    </StaffShell>
  );
}

/** Inside the shell: only a signed-in client asks for them. */
function MyProjects() {
  const projects = useMyProjects();
  // The admin (every role passes) has no linked projects: telling it to write to the firm would be odd.
  const isClient = useSession().user?.roles.includes('tareas_cliente') ?? true;
  return (
    <QueryView
      query={projects}
      errorTitle={CLIENT_MESSAGES.projectsLoadFailed}
      empty={
        isClient
          ? {
              icon: <FolderOpen />,
              title: 'Todavía no tenés proyectos activos',
              description: `Cuando ${BRAND.firm} vincule una obra activa a tu cuenta, vas a ver acá su avance y sus tareas. Si esperabas ver una, escribinos y la sumamos.`,
              action: <ContactFirm />,
            }
          : {
              icon: <FolderOpen />,
              title: 'Este panel es de los clientes',
              description: 'Muestra las obras activas vinculadas a una cuenta de cliente; la tuya no tiene ninguna. Todas las tareas están en el Dashboard.',
              action: (
                <Button asChild variant="outline">
                  <Link to={paths.tasks.tabs.resumen}>Ir al Dashboard</Link>
                </Button>
              ),
            }
      }
    >
      {(list) => <ProjectChooser projects={list} />}
    </QueryView>
  );
}

function ProjectChooser({ projects }: { projects: ClientProject[] }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PROJECT_PARAM);
  const project = projects.find((p) => p.id === wanted) ?? projects[0];
  if (!project) return null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-ink">{project.nombre}</h2>
          {project.descripcion && <p className="mt-1 text-sm text-muted">{project.descripcion}</p>}
        </div>
        {projects.length > 1 && (
          <Field label="Proyecto" className="w-full sm:w-72">
            <NativeSelect value={project.id} onChange={(event) => setParams({ [PROJECT_PARAM]: event.target.value }, { replace: true })}>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nombre}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      </div>
      <ClientProjectPanel key={project.id} project={project} />
    </div>
  );
}

/** The firm's WhatsApp (or e-mail) from the public settings; nothing when neither is known. */
function ContactFirm() {
  const settings = usePublicSettings().data;
  if (settings?.whatsapp_empresa) {
    return (
      <Button asChild variant="outline">
        <a
          href={whatsappLink(settings.whatsapp_empresa, 'Hola, soy cliente y no veo mi obra en el panel de tareas.')}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden />
          Escribinos por WhatsApp
          <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
        </a>
      </Button>
    );
  }
  if (settings?.email_contacto) {
    return (
      <Button asChild variant="outline">
        <a href={`mailto:${settings.email_contacto}`}>
          <Mail aria-hidden />
          Escribinos a {settings.email_contacto}
        </a>
      </Button>
    );
  }
  return null;
}

export const Component = TasksClientPage;
export const handle = staffScreen(['tareas_cliente'], `${TITLE}${TASKS_TAB_TITLE_SUFFIX}`, () => [myProjectsRead()]);
