import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '../../domain/shared/whatsapp.ts';
import { usePublicSettings } from '../lib/public-settings.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';

/**
 * A button opening a WhatsApp chat with the firm's number (public settings) and a prefilled
 * greeting; disabled while the number is unknown. Every public page's "write to us" is this one.
 */
export function FirmWhatsAppButton({ text, children, ...props }: { text: string; children: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const settings = usePublicSettings();
  const phone = settings.data?.whatsapp_empresa;
  if (!phone) {
    return (
      <Button {...props} disabled>
        <MessageCircle aria-hidden />
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} asChild>
      <a href={whatsappLink(phone, text)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden />
        {children}
        <span className="sr-only"> (abre WhatsApp en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
