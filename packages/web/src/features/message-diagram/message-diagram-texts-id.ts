import type { Translations } from '../../shared/i18n/translations.js';
import type { messageDiagramTextsEn } from './message-diagram-texts-en.js';

export const messageDiagramTextsId: Translations<typeof messageDiagramTextsEn> = {
  label: 'Diagram rantai pesan',
  transaction: 'Tx',
  event: 'Event',
  success: 'Berhasil',
  uninitWarning: 'Menerima mata uang native dengan akun yang belum diinisialisasi',
  exitCode: 'Kode keluar {{code}}',
  resultCode: 'Kode hasil {{code}}',
  truncated: 'Rantai ini lebih panjang dari yang ditampilkan; buka transaksi atau pesan di tepi untuk melihat lebih jauh.',
  controls: {
    label: 'Kontrol diagram',
    zoomIn: 'Perbesar',
    zoomOut: 'Perkecil',
    fitView: 'Sesuaikan diagram',
    nodeDescription: 'Transaksi atau pesan dalam rantai; tautannya membuka halamannya.',
    edgeDescription: 'Pesan yang berpindah antar transaksi.',
  },
};
