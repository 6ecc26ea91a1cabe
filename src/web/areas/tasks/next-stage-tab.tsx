import { Construction } from 'lucide-react';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** Movimientos and Métricas: built by the next issue; until then they say so. */
function NextStage({ title, what }: { title: string; what: string }) {
  return (
    <>
      <StaffPageHeader title={title} />
      <EmptyState icon={<Construction />} title="Llega en la próxima etapa" description={what} />
    </>
  );
}

export function MovementsTab() {
  return <NextStage title="Movimientos" what="Acá vas a registrar ingresos y egresos en USD y ARS y ver los últimos 100 movimientos." />;
}

export function MetricsTab() {
  return <NextStage title="Métricas" what="Acá vas a ver los indicadores de las obras: tiempos de resolución, tareas por estado y más." />;
}
