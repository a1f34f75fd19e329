import type { ReactNode } from 'react';
import { PRODUCT_NAME } from './site';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <p className="auth-brand">{PRODUCT_NAME}</p>
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
