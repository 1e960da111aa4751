import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#app/lib/class-names.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-maroon-700 text-white hover:bg-maroon-800',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-maroon-700 bg-transparent text-maroon-800 hover:bg-saffron-50',
        ghost: 'text-stone-800 hover:bg-saffron-100',
        link: 'text-maroon-700 underline-offset-4 hover:underline',
        festival:
          'bg-gradient-to-r from-saffron-600 to-maroon-700 text-white shadow-md hover:from-saffron-700 hover:to-maroon-800',
        gold: 'bg-gradient-to-r from-gold-300 to-gold-500 text-maroon-900 shadow-md hover:from-gold-400 hover:to-gold-600',
        elegant:
          'border border-gold-500 bg-maroon-900 text-gold-300 shadow-md hover:bg-maroon-800 hover:text-gold-300',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-8 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
