import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@web/lib/cn';

const BOXED = ['primary', 'secondary', 'ghost', 'destructive', 'danger-outline', 'danger-ghost'] as const;

// No two classes of one button set the same property: classes are joined, not merged (lib/cn.ts), and
// a stylesheet's order, not the class list's, would pick between them. So the height is set once, by
// size, and not at all for a link at its other sizes (it sits in text).
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-leaf-800 text-white hover:bg-leaf-900',
        secondary: 'bg-white text-leaf-900 border border-leaf-800 hover:bg-leaf-50',
        ghost: 'bg-transparent text-ink hover:bg-leaf-50',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        'danger-outline': 'bg-white text-red-800 border border-red-700 hover:bg-red-50',
        'danger-ghost': 'bg-transparent text-red-800 hover:bg-red-50',
        link: 'bg-transparent text-leaf-800 underline underline-offset-2 hover:text-leaf-900',
      },
      size: {
        md: 'px-4 py-2.5 text-base',
        sm: 'px-3 py-1.5 text-sm min-h-9',
        lg: 'px-5 py-3 text-lg',
        icon: 'h-11 w-11 p-0',
      },
    },
    compoundVariants: [{ variant: [...BOXED], size: ['md', 'lg', 'icon'], class: 'min-h-11' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild, ...props }, ref) => {
    const Comp = asChild ? Slot : 'button';
    return <Comp ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  },
);
Button.displayName = 'Button';
