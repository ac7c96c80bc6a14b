import { Outlet } from '@tanstack/react-router';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { Footer } from '../footer/footer.js';
import { Header } from '../header/header.js';
import styles from './layout.module.css';

export function Layout() {
  const { footer } = useNetworkConfig();
  return (
    <>
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      {footer && <Footer footer={footer} />}
    </>
  );
}
