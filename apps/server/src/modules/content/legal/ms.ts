// The legal pages in Malay: the templates every merchant starts with (docs/content.md, "Legal pages").
// `{merchant}` is replaced by the merchant's name when they are seeded; operators edit the result freely.
import type { LegalTemplates } from './templates.ts';

export const MS: LegalTemplates = {
  about: {
    title: 'Tentang {merchant}',
    html: `<h2>Siapa kami</h2>
<p>{merchant} ialah laman permainan dalam talian yang menawarkan slot, meja langsung, permainan kad, permainan memancing dan loteri kepada orang dewasa yang bermain untuk hiburan.</p>
<h2>Pegangan kami</h2>
<ul>
<li><strong>Permainan adil.</strong> Permainan kami sendiri menggunakan kaedah adil yang boleh dibuktikan: sebelum bermain anda boleh melihat cap jari benih keputusan, dan selepas itu anda boleh menyemak setiap pusingan sendiri.</li>
<li><strong>Wang anda selamat.</strong> Setiap deposit, pertaruhan, kemenangan dan pengeluaran direkodkan dalam lejar catatan bergu yang tidak boleh diubah selepas itu.</li>
<li><strong>Bantuan bila diperlukan.</strong> Pasukan khidmat pelanggan kami menjawab dalam bahasa Inggeris, Melayu dan Cina.</li>
<li><strong>Bermain dalam had anda.</strong> Had deposit, peringatan, rehat bertenang dan pengecualian diri sentiasa tersedia dalam akaun anda.</li>
</ul>
<h2>Hubungi</h2>
<p>Soalan, cadangan atau aduan dialu-alukan: lihat halaman Hubungi Kami untuk saluran kami.</p>`,
  },
  terms: {
    title: 'Terma dan Syarat Am',
    html: `<p>Terma ini ialah perjanjian antara anda dan {merchant} apabila anda membuka akaun atau bermain di laman ini. Sila baca dengan teliti; dengan mendaftar, anda mengesahkan bahawa anda menerimanya.</p>
<h2>1. Siapa yang boleh bermain</h2>
<ul>
<li>Anda mesti berumur sekurang-kurangnya 18 tahun, atau lebih jika undang-undang negara anda menetapkannya.</li>
<li>Anda hanya boleh memiliki satu akaun. Akaun itu peribadi dan tidak boleh dijual, dipinjamkan atau dikongsi.</li>
<li>Anda bertanggungjawab memastikan permainan dalam talian sah di tempat anda tinggal. Jangan gunakan laman ini di tempat yang tidak membenarkannya.</li>
</ul>
<h2>2. Akaun anda</h2>
<ul>
<li>Maklumat yang anda berikan mesti benar dan dikemas kini. Kami boleh meminta bukti identiti, umur, alamat atau kaedah pembayaran sebelum pengeluaran atau pada bila-bila masa undang-undang memerlukannya.</li>
<li>Jaga kata laluan, kata laluan pembayaran dan peranti anda. Aktiviti menggunakan butiran log masuk anda dianggap sebagai aktiviti anda.</li>
</ul>
<h2>3. Deposit dan pengeluaran</h2>
<ul>
<li>Gunakan hanya kaedah pembayaran dan akaun bank atas nama anda sendiri. Pengeluaran dibayar ke akaun atas nama pemegang akaun.</li>
<li>Kami boleh menolak atau menahan transaksi semasa menyemaknya, seperti yang dikehendaki oleh peraturan pencegahan pengubahan wang haram. Dana anda bukan deposit yang memberi faedah.</li>
<li>Bonus mungkin mempunyai syarat pusing ganti yang ditunjukkan sebelum anda menerimanya.</li>
</ul>
<h2>4. Pertaruhan dan permainan</h2>
<ul>
<li>Pertaruhan diterima sebaik sahaja ia disahkan di skrin dan taruhannya diambil daripada baki anda.</li>
<li>Jika kerosakan permainan atau sistem menghasilkan keputusan atau bayaran yang tidak diberi oleh peraturan permainan, keputusan itu terbatal dan baki diperbetulkan. Pusingan yang terganggu akan diselesaikan atau dipulangkan dengan memihak kepada anda.</li>
<li>Peraturan dan bayaran setiap permainan ditunjukkan dalam permainan itu dan menjadi sebahagian daripada terma ini.</li>
</ul>
<h2>5. Kelakuan yang tidak kami terima</h2>
<p>Menipu, berpakat dengan pemain lain, menggunakan bot atau perisian yang bermain bagi pihak anda, mengambil kesempatan atas kerosakan, penipuan kaedah pembayaran dan kelakuan kasar terhadap kakitangan kami. Kami boleh membatalkan pertaruhan berkenaan, menahan kemenangan yang diperoleh dengan cara itu, dan menggantung atau menutup akaun.</p>
<h2>6. Menutup akaun</h2>
<p>Anda boleh menutup akaun atau mengecualikan diri pada bila-bila masa (lihat Permainan Bertanggungjawab). Kami boleh menutup akaun kerana pelanggaran terma ini; sebarang baki yang sah milik anda akan dipulangkan kepada anda.</p>
<h2>7. Liabiliti</h2>
<p>Laman ini ditawarkan seadanya. Kami tidak bertanggungjawab atas kerugian yang disebabkan oleh sambungan internet atau peranti anda, atau oleh peristiwa di luar kawalan munasabah kami. Tiada apa-apa dalam terma ini mengehadkan liabiliti yang tidak boleh dihadkan oleh undang-undang.</p>
<h2>8. Perubahan dan aduan</h2>
<p>Kami boleh mengubah terma ini; versi baharu terpakai mulai tarikh ia diterbitkan di sini, dan perubahan penting diumumkan di laman ini. Untuk aduan, hubungi khidmat pelanggan; kami berusaha menjawab dalam tempoh 10 hari bekerja.</p>`,
  },
  privacy: {
    title: 'Notis Privasi',
    html: `<p>Notis ini menerangkan cara {merchant} ("kami") memproses data peribadi anda, seperti yang dikehendaki oleh Akta Perlindungan Data Peribadi 2010 (PDPA) Malaysia. Notis ini tersedia dalam bahasa Inggeris, Melayu dan Cina.</p>
<h2>1. Data peribadi yang kami kumpul</h2>
<ul>
<li>Maklumat yang anda berikan: nama pengguna, nama, tarikh lahir, nombor telefon bimbit, alamat e-mel, nombor kad pengenalan dan akaun bank atau e-dompet yang anda tambah.</li>
<li>Aktiviti akaun: deposit, pengeluaran, pertaruhan, pusingan permainan, bonus dan mesej dengan khidmat pelanggan.</li>
<li>Data teknikal: alamat IP, peranti dan pelayar, bahasa, dan waktu anda log masuk.</li>
</ul>
<h2>2. Tujuan kami menggunakannya</h2>
<ul>
<li>Untuk membuka dan mengendalikan akaun anda, memproses pembayaran dan membayar kemenangan.</li>
<li>Untuk mengesahkan umur dan identiti anda, menjaga keselamatan akaun serta mencegah penipuan dan pengubahan wang haram.</li>
<li>Untuk menyediakan alat permainan bertanggungjawab seperti had dan pengecualian diri.</li>
<li>Untuk menjawab pertanyaan anda dan, hanya jika anda bersetuju, menghantar promosi kepada anda. Anda boleh menarik balik persetujuan itu pada bila-bila masa.</li>
<li>Untuk memenuhi kewajipan undang-undang kami.</li>
</ul>
<p>Memberikan maklumat anda adalah secara sukarela, tetapi tanpa maklumat yang ditanda wajib kami tidak dapat membuka atau mengendalikan akaun untuk anda.</p>
<h2>3. Dengan siapa kami berkongsi</h2>
<p>Hanya setakat yang perlu bagi tujuan di atas: penyedia pembayaran dan bank, penyedia permainan (pengecam pemain dan pertaruhan anda, bukan butiran hubungan anda), penyedia SMS dan e-mel, perkhidmatan semakan identiti dan pencegahan penipuan, penasihat profesional kami, dan pihak berkuasa apabila dikehendaki oleh undang-undang. Pihak-pihak ini mesti melindungi data anda. Sesetengahnya mungkin memproses data di luar Malaysia; kami mengambil langkah supaya data itu kekal dilindungi mengikut piawaian PDPA.</p>
<h2>4. Berapa lama kami menyimpannya</h2>
<p>Selama akaun anda dibuka, dan selepas itu hanya selama yang dikehendaki oleh undang-undang cukai, pencegahan pengubahan wang haram dan undang-undang lain (biasanya tujuh tahun selepas akaun ditutup). Selepas itu data dipadam atau dijadikan tanpa nama.</p>
<h2>5. Keselamatan</h2>
<p>Kata laluan disimpan hanya dalam bentuk sehala yang tidak boleh dibaca semula, sambungan disulitkan, dan kakitangan kami hanya melihat apa yang diperlukan untuk kerja mereka. Setiap tindakan kakitangan pada akaun direkodkan.</p>
<h2>6. Hak anda</h2>
<ul>
<li><strong>Akses:</strong> anda boleh meminta salinan data peribadi yang kami simpan tentang anda.</li>
<li><strong>Pembetulan:</strong> anda boleh meminta kami membetulkan data yang salah, tidak lengkap atau lapuk. Banyak butiran boleh anda ubah sendiri di bawah Akaun Saya.</li>
<li><strong>Mengehadkan penggunaan:</strong> anda boleh menarik balik persetujuan untuk pemasaran langsung atau meminta kami mengehadkan pemprosesan yang menyebabkan anda kerugian atau kesusahan.</li>
</ul>
<p>Kami menjawab permintaan dalam tempoh 21 hari. Fi kecil yang dibenarkan oleh undang-undang mungkin dikenakan bagi salinan data anda.</p>
<h2>7. Hubungi</h2>
<p>Untuk soalan, permintaan atau aduan tentang data peribadi anda, tulis kepada pegawai perlindungan data {merchant} melalui saluran di halaman Hubungi Kami, bersama nama pengguna anda, supaya kami dapat mencari akaun anda.</p>
<p>Jika notis ini dan terjemahannya berbeza, versi bahasa Inggeris terpakai.</p>`,
  },
  affiliates: {
    title: 'Program Ahli Gabungan',
    html: `<p>Jana pendapatan bersama {merchant} dengan menjemput pemain. Ejen menerima komisen daripada aktiviti pemain yang mereka bawa, di bawah kontrak yang ditunjukkan di pusat ejen mereka.</p>
<h2>Cara ia berfungsi</h2>
<ol>
<li>Mohon untuk menjadi ejen melalui khidmat pelanggan, atau terima jemputan daripada ejen sedia ada.</li>
<li>Kongsi pautan atau kod ahli gabungan anda. Pemain yang mendaftar dengannya menyertai pasukan anda.</li>
<li>Ikuti keputusan pasukan anda di pusat ejen: pendaftaran, deposit, pertaruhan dan pendapatan anda.</li>
<li>Komisen diselesaikan bagi setiap tempoh kontrak anda dan dikreditkan ke dompet anda.</li>
</ol>
<h2>Peraturan</h2>
<ul>
<li>Anda tidak boleh mendaftarkan pemain di bawah umur 18 tahun, akaun untuk diri sendiri, atau akaun untuk orang yang tidak memintanya.</li>
<li>Pengiklanan mesti jujur, tidak boleh menyasarkan kanak-kanak, dan tidak boleh menjanjikan kemenangan.</li>
<li>Komisen yang diperoleh melalui penipuan, bermain sendiri atau penyalahgunaan bonus dibatalkan, dan akaun ejen boleh ditutup.</li>
<li>Terma setiap kontrak dinyatakan semasa ia ditawarkan dan hanya boleh berubah melalui kontrak baharu yang anda terima.</li>
</ul>`,
  },
  refund: {
    title: 'Polisi Bayaran Balik',
    html: `<p>Polisi ini menerangkan bila wang dipulangkan ke akaun {merchant} anda atau kepada anda.</p>
<h2>Deposit</h2>
<ul>
<li>Deposit yang sampai kepada kami tetapi tidak dapat dikreditkan (contohnya rujukan yang salah, atau bayaran daripada akaun bukan atas nama anda) dipulangkan ke akaun asalnya selepas kami mengesahkan siapa pengirimnya.</li>
<li>Deposit yang tidak sampai kepada kami tidak dipulangkan oleh kami; sila hubungi bank atau penyedia e-dompet anda.</li>
</ul>
<h2>Pertaruhan dan permainan</h2>
<ul>
<li>Pertaruhan yang diterima dan diselesaikan mengikut peraturan permainan adalah muktamad dan tidak dipulangkan kerana kekalahan.</li>
<li>Pusingan yang terganggu akibat kerosakan di pihak kami diselesaikan atau dipulangkan dengan memihak kepada anda. Pertaruhan yang dibatalkan kerana kerosakan dipulangkan ke baki anda.</li>
<li>Cabutan loteri atau acara yang dibatalkan memulangkan taruhannya.</li>
</ul>
<h2>Pengeluaran</h2>
<p>Pengeluaran yang ditolak oleh bank dipulangkan ke baki anda. Permintaan pengeluaran yang ditolak dipulangkan serta-merta, dengan sebabnya ditunjukkan dalam rekod anda.</p>
<h2>Cara memohon</h2>
<p>Hubungi khidmat pelanggan dengan nama pengguna anda dan rujukan transaksi. Kami menjawab dalam tempoh 5 hari bekerja.</p>`,
  },
  responsibleGaming: {
    title: 'Permainan Bertanggungjawab',
    html: `<p>Di {merchant}, bermain sepatutnya menyeronokkan. Alat dan petua ini membantu anda mengekalkannya begitu.</p>
<h2>Tabiat yang baik</h2>
<ul>
<li>Hanya orang dewasa berumur 18 tahun ke atas boleh bermain.</li>
<li>Bermain dengan wang yang anda mampu hilang, jangan sekali-kali dengan wang sewa, bil atau makanan.</li>
<li>Tetapkan had masa dan berehat dengan kerap.</li>
<li>Jangan mengejar kekalahan: berhenti apabila bajet anda habis.</li>
<li>Jangan bermain ketika anda sedang marah, letih atau selepas minum alkohol.</li>
</ul>
<h2>Alat dalam akaun anda</h2>
<ul>
<li><strong>Had deposit</strong> bagi 24 jam, 7 hari dan 30 hari. Menurunkan had berkuat kuasa serta-merta; menaikkannya menunggu 24 jam.</li>
<li><strong>Semakan realiti</strong> yang mengingatkan anda berapa lama anda telah bermain.</li>
<li><strong>Rehat bertenang</strong> untuk rehat singkat, dan <strong>pengecualian diri</strong> untuk tempoh yang lebih lama. Kedua-duanya bermula serta-merta dan menyekat deposit, pertaruhan dan permainan.</li>
</ul>
<h2>Tanda-tanda yang perlu diberi perhatian</h2>
<p>Berbelanja lebih daripada yang dirancang, menyembunyikan permainan anda, meminjam untuk bermain atau berasa resah apabila tidak bermain ialah tanda bahawa permainan tidak lagi menyeronokkan. Khidmat pelanggan kami boleh menetapkan had atau menutup akaun anda atas permintaan anda, dan kami menggalakkan anda bercakap dengan orang yang anda percayai atau perkhidmatan sokongan tempatan.</p>`,
  },
};
