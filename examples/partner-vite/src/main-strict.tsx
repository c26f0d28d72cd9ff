import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';

/**
 * strict.html: the desk under a Content-Security-Policy that allows styles only by nonce. A
 * real server makes a fresh nonce per response and writes it into the page; this static page
 * carries a fixed one to show the kit's `nonce` option at work.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App nonce="northwind-nonce-1" />
  </StrictMode>,
);
