// mail-templates-import-only-react: a mail template never takes the web app's components
export { buttonClass } from '../../../web/ui/button.tsx';
