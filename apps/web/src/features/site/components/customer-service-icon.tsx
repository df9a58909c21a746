import { Headset, Mail, MessageCircle, MessageSquareText, MessagesSquare, Phone, Send, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { CustomerServiceType } from './customer-service.ts';

const ICONS: Record<CustomerServiceType, LucideIcon> = {
  livechat: Headset,
  whatsapp: MessageCircle,
  telegram: Send,
  line: MessageSquareText,
  wechat: MessagesSquare,
  facebook: ThumbsUp,
  email: Mail,
  phone: Phone,
};

export function CustomerServiceIcon({ csType, className }: { csType: CustomerServiceType; className?: string }) {
  const Icon = ICONS[csType];
  return <Icon className={className} aria-hidden />;
}
