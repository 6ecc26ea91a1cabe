// server-never-imports-web
export { buttonClass } from '../../../web/ui/button.tsx';
