/**
 * The shop's icons (drawn by Lucide), each a <use> of one sprite file the browser caches: a page's
 * HTML carries a reference to the drawing, not the drawing, and its JavaScript only the name.
 * Their look (no fill, a 2 px round stroke in the text's colour) is the `icon` class in app.css.
 */
import spriteUrl from '../../icons.svg?url';
import { cn } from '#app/lib/class-names.ts';
import type { IconName } from '#app/lib/icon-names.ts';

export interface IconProps {
  className?: string;
  'aria-hidden'?: boolean;
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

function icon(name: IconName): IconComponent {
  return function Icon({ className, ...props }) {
    return (
      <svg width="24" height="24" className={cn('icon', className)} {...props}>
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  };
}

export const AlertTriangle = icon('triangle-exclamation-point');
export const ArrowLeft = icon('arrow-left');
export const Award = icon('award');
export const Calendar = icon('calendar');
export const CalendarDays = icon('calendar-days');
export const CalendarPlus = icon('calendar-plus');
export const Check = icon('check');
export const Circle = icon('circle');
export const ClipboardList = icon('clipboard-list');
export const Clock = icon('clock');
export const CreditCard = icon('credit-card');
export const Download = icon('download');
export const Eye = icon('eye');
export const FileText = icon('file-text');
export const Heart = icon('heart');
export const History = icon('rotate-ccw-clock');
export const Hourglass = icon('hourglass');
export const IndianRupee = icon('indian-rupee');
export const LayoutDashboard = icon('layout-dashboard');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MapPin = icon('map-pin');
export const Menu = icon('menu');
export const Minus = icon('minus');
export const Package = icon('package');
export const PanelLeftClose = icon('panel-left-close');
export const PanelLeftOpen = icon('panel-left-open');
export const Pencil = icon('pencil');
export const Phone = icon('phone');
export const Plus = icon('plus');
export const Printer = icon('printer');
export const ReceiptText = icon('receipt-text');
export const Search = icon('search');
export const SearchX = icon('search-x');
export const Settings = icon('settings');
export const ShoppingBag = icon('shopping-bag');
export const ShoppingCart = icon('shopping-cart');
export const Star = icon('star');
export const Store = icon('store');
export const TicketPercent = icon('ticket-percent');
export const Timer = icon('timer');
export const Trash2 = icon('trash');
export const Truck = icon('truck');
export const User = icon('user');
export const UserCheck = icon('user-check');
export const UserRound = icon('user-round');
export const Users = icon('users');
export const UsersRound = icon('users-round');
export const X = icon('x');
