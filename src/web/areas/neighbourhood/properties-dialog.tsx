import { Link } from 'react-router';
import { BRAND } from '../../../domain/brand.ts';
import { paths } from '../../paths.ts';
import { Marketplace } from '../../shared/properties/marketplace.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';

/** 'Ver propiedades' on `/`: the marketplace in a modal (loaded on first open). */
export function PropertiesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Propiedades en venta</DialogTitle>
          <DialogDescription>
            Publicaciones de la comunidad y de {BRAND.firm}.{' '}
            <Link to={paths.propertiesAccess} className="font-medium text-brand-700 underline">
              Publicá la tuya
            </Link>
          </DialogDescription>
        </DialogHeader>
        <Marketplace />
      </DialogContent>
    </Dialog>
  );
}
