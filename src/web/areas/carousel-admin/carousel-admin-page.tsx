import { ExternalLink, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { CAROUSEL_MESSAGES, CAROUSEL_TYPE_LABELS, CAROUSEL_TYPES } from '../../../domain/carousel/carousel.ts';
import { paths } from '../../paths.ts';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { LoadingRows, QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { StaffShell } from '../../staff/staff-shell.tsx';
import { Button } from '../../ui/button.tsx';
import { AddImageForm } from './add-image-form.tsx';
import { CAROUSEL_ADMIN_ROLES, carouselAdminRead, useCarouselAdmin } from './api.ts';
import { Gallery } from './gallery.tsx';

const TITLE = 'Administración de carruseles';

/** /parcela/admin: role contenido (or admin); anyone else goes back to /parcela (spec §6). */
function CarouselAdminPage() {
  return (
    <StaffShell
      roles={CAROUSEL_ADMIN_ROLES}
      deniedTo={paths.valuation}
      signOut={{ to: paths.firm }}
      links={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.firm}>
            <ExternalLink aria-hidden />
            Ver sitio
          </Link>
        </Button>
      }
    >
      <CarouselAdmin />
    </StaffShell>
  );
}

function CarouselAdmin() {
  const list = useCarouselAdmin();
  return (
    <>
      <StaffPageHeader title={TITLE} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <AddImageForm />
        <div className="grid gap-8">
          <QueryView query={list} errorTitle={CAROUSEL_MESSAGES.loadFailed} icon={<ImageOff />} loading={<LoadingRows rows={2} label="Cargando imágenes" />}>
            {(items) => CAROUSEL_TYPES.map((tipo) => <Gallery key={tipo} title={CAROUSEL_TYPE_LABELS[tipo]} items={items.filter((i) => i.tipo === tipo)} />)}
          </QueryView>
        </div>
      </div>
    </>
  );
}

export const Component = CarouselAdminPage;
export const handle = staffScreen(CAROUSEL_ADMIN_ROLES, TITLE, () => [carouselAdminRead()]);
