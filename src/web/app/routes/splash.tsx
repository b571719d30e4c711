import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '@web/components/ui/logo';

const FADE_IN_MS = 300;
const SPLASH_MS = 2500;

export function Component() {
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const fade = setTimeout(() => setShown(true), FADE_IN_MS);
    const next = setTimeout(() => navigate('/role-selection'), SPLASH_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(next);
    };
  }, [navigate]);
  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center gap-4 bg-leaf-800 p-6 text-white">
      <div className={`transition-opacity duration-700 ${shown ? 'opacity-100' : 'opacity-0'}`}>
        <Logo className="h-24 w-24 rounded-2xl ring-4 ring-white/30" />
      </div>
      <h1 className="text-4xl font-bold">NewLeaf</h1>
      <p className="text-lg text-leaf-100">Building Better Futures</p>
      <footer className="absolute bottom-6 text-center text-sm">
        <Link to="/spent-checker" className="text-white underline underline-offset-2">
          When is my record spent? Check it free
        </Link>
      </footer>
    </main>
  );
}
