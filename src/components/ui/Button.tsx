import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[transform,box-shadow,background-color] duration-200 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-brand-gradient text-white shadow-lift hover:-translate-y-0.5 hover:shadow-xl",
  secondary: "border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-card hover:-translate-y-0.5",
};
const sizes: Record<Size, string> = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string): string {
  return cx(base, variants[variant], sizes[size], className);
}

type Common = { variant?: Variant; size?: Size; className?: string; children: ReactNode };

/** An internal link that looks like a button. */
export function ButtonLink({
  to,
  variant,
  size,
  className,
  children,
  ...rest
}: Common & { to: string } & Omit<ComponentPropsWithoutRef<typeof Link>, "to" | "className">) {
  return (
    <Link to={to} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </Link>
  );
}

/** A native button. */
export function Button({
  variant,
  size,
  className,
  children,
  type = "button",
  ...rest
}: Common & Omit<ComponentPropsWithoutRef<"button">, "className">) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
