import { cn } from '#app/lib/class-names.ts';

/** The button's looks; each is a class of app.css ('button-festival'). */
export type ButtonVariant =
  'default' | 'destructive' | 'outline' | 'ghost' | 'link' | 'festival' | 'gold' | 'elegant';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The caller's own classes, added after the look's: layout, never another look. */
  className?: string;
}

/** The classes that make a button, or a link, look like the shop's buttons. */
export function buttonClass({ variant = 'default', size = 'default', className }: ButtonLook = {}) {
  return cn('button', `button-${variant}`, `button-size-${size}`, className);
}

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonClass({ variant, size, className })} {...props} />;
}
