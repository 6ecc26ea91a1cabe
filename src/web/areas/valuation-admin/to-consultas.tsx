import { Navigate } from 'react-router';
import { paths } from '../../paths.ts';

/** `/admin/dashboard` (the spec's landing) and unknown admin paths open consultas. */
function ToConsultas() {
  return <Navigate to={paths.admin.consultas} replace />;
}

export const Component = ToConsultas;
