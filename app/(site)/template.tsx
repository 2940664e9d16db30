import { ViewTransition } from 'react';

// A template remounts on every navigation, so the old page runs its exit and the new one its enter.
export default function PageTransition({ children }: { children: React.ReactNode }) {
  return (
    <ViewTransition enter="page-enter" exit="page-exit" default="none">
      {children}
    </ViewTransition>
  );
}
