// Static pages served by GET /StaticPage/{slug}. HTML uses only h2, p, ul, li, strong and a
// (links stay on our origin or are mailto:), so the SPA can render it after a simple allow-list.
import type { L10n, SeedStaticPage } from './types.ts';

const page = (slug: string, title: L10n, th: string, en: string): SeedStaticPage => ({
  slug,
  title,
  html: { th: th.trim(), en: en.trim() },
});

export const staticPages: SeedStaticPage[] = [
  page(
    'terms-and-conditions',
    { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and Conditions' },
    `
<h2>การใช้บริการ</h2>
<p>เมื่อท่านเข้าใช้เว็บไซต์บ้านเรามาร์เก็ต ถือว่าท่านยอมรับข้อกำหนดและเงื่อนไขนี้ หากไม่ยอมรับ โปรดงดใช้บริการ</p>
<h2>การสั่งซื้อและราคา</h2>
<ul>
<li>ราคาสินค้าแสดงเป็นเงินบาทและรวมภาษีมูลค่าเพิ่มแล้ว</li>
<li>คำสั่งซื้อจะสมบูรณ์เมื่อได้รับการชำระเงินและได้รับการยืนยันจากร้านค้า</li>
<li>ร้านค้าจัดส่งสินค้าภายใน 3-7 วันทำการ</li>
</ul>
<h2>ความรับผิดชอบของร้านค้า</h2>
<p>สินค้าแต่ละรายการจำหน่ายโดยร้านค้าที่ระบุในหน้าสินค้า ร้านค้ารับผิดชอบต่อคุณภาพสินค้าและการจัดส่ง</p>
<p>อ่านเพิ่มเติมได้ที่ <a href="/privacy-policy">นโยบายความเป็นส่วนตัว</a> และ <a href="/return-policy">นโยบายการคืนสินค้า</a></p>
`,
    `
<h2>Using the service</h2>
<p>By using the Baan Rao Market website you accept these terms and conditions. If you do not accept them, please do not use the service.</p>
<h2>Orders and prices</h2>
<ul>
<li>Prices are shown in baht and include VAT.</li>
<li>An order is complete once payment is received and the store confirms it.</li>
<li>Stores ship within 3-7 business days.</li>
</ul>
<h2>Store responsibility</h2>
<p>Each product is sold by the store named on its page; that store is responsible for its quality and delivery.</p>
<p>See also our <a href="/privacy-policy">privacy policy</a> and <a href="/return-policy">return policy</a>.</p>
`,
  ),
  page(
    'terms-and-condition-member',
    { th: 'ข้อกำหนดและเงื่อนไขสำหรับสมาชิก', en: 'Member Terms and Conditions' },
    `
<h2>การสมัครสมาชิก</h2>
<p>สมาชิกต้องยืนยันหมายเลขโทรศัพท์ด้วยรหัส OTP และให้ข้อมูลที่เป็นจริง บัญชีประเภทบริษัทหรือร้านค้าต้องได้รับการอนุมัติจากเจ้าหน้าที่ก่อนสั่งซื้อ</p>
<h2>บัญชีและรหัสผ่าน</h2>
<ul>
<li>สมาชิกต้องเก็บรักษารหัสผ่านเป็นความลับ</li>
<li>หนึ่งหมายเลขโทรศัพท์ใช้สมัครได้หนึ่งบัญชี</li>
</ul>
<h2>คะแนนและเงินคืน</h2>
<p>คะแนนสะสมและเงินคืนจะปรากฏในบัญชีภายใน <strong>10 นาที</strong> หลังผู้ดูแลระบบอนุมัติ และไม่สามารถแลกเปลี่ยนเป็นเงินสดได้ ยกเว้นเงินคืนของพันธมิตรที่ถอนได้ตามเงื่อนไข</p>
`,
    `
<h2>Membership</h2>
<p>Members verify their phone number with a one-time code and give truthful details. Company or store accounts need staff approval before they can order.</p>
<h2>Account and password</h2>
<ul>
<li>Members keep their password secret.</li>
<li>One phone number can register one account.</li>
</ul>
<h2>Points and cashback</h2>
<p>Points and cashback appear in your account within <strong>10 minutes</strong> of admin approval. They cannot be exchanged for cash, except affiliate cashback, which can be withdrawn under its own terms.</p>
`,
  ),
  page(
    'privacy-policy',
    { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy Policy' },
    `
<h2>ข้อมูลที่เราเก็บ</h2>
<p>เราเก็บชื่อ อีเมล หมายเลขโทรศัพท์ ที่อยู่จัดส่ง และประวัติการสั่งซื้อ เพื่อให้บริการตามคำสั่งซื้อของท่าน ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562</p>
<h2>การใช้ข้อมูล</h2>
<ul>
<li>จัดส่งสินค้าและติดต่อเกี่ยวกับคำสั่งซื้อ</li>
<li>ส่งข่าวสารและโปรโมชั่น เฉพาะเมื่อท่านให้ความยินยอม</li>
<li>ปรับปรุงบริการจากสถิติการใช้งานที่ไม่ระบุตัวตน</li>
</ul>
<h2>สิทธิของท่าน</h2>
<p>ท่านขอเข้าถึง แก้ไข หรือลบข้อมูลของท่านได้ทางอีเมล <a href="mailto:contact@example.com">contact@example.com</a></p>
`,
    `
<h2>What we collect</h2>
<p>We keep your name, e-mail, phone number, delivery address and order history to fulfil your orders, under Thailand’s Personal Data Protection Act B.E. 2562 (2019).</p>
<h2>How we use it</h2>
<ul>
<li>To deliver your orders and contact you about them.</li>
<li>To send news and promotions, only with your consent.</li>
<li>To improve the service from anonymous usage statistics.</li>
</ul>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your data by e-mail at <a href="mailto:contact@example.com">contact@example.com</a>.</p>
`,
  ),
  page(
    'cookie-policy',
    { th: 'นโยบายคุกกี้', en: 'Cookie Policy' },
    `
<h2>คุกกี้คืออะไร</h2>
<p>คุกกี้คือไฟล์ขนาดเล็กที่เว็บไซต์บันทึกไว้ในเบราว์เซอร์ของท่าน</p>
<h2>คุกกี้ที่เราใช้</h2>
<ul>
<li><strong>จำเป็น:</strong> การเข้าสู่ระบบ ตะกร้าสินค้า และภาษาที่เลือก</li>
<li><strong>การวิเคราะห์:</strong> สถิติการเข้าชมแบบไม่ระบุตัวตน</li>
</ul>
<p>ท่านลบหรือปิดคุกกี้ได้ในการตั้งค่าเบราว์เซอร์ แต่บางส่วนของเว็บไซต์อาจทำงานไม่สมบูรณ์</p>
`,
    `
<h2>What cookies are</h2>
<p>Cookies are small files a website stores in your browser.</p>
<h2>Cookies we use</h2>
<ul>
<li><strong>Essential:</strong> sign-in, your cart and your chosen language.</li>
<li><strong>Analytics:</strong> anonymous visit statistics.</li>
</ul>
<p>You can delete or block cookies in your browser settings, but parts of the site may then not work properly.</p>
`,
  ),
  page(
    'return-policy',
    { th: 'นโยบายการคืนสินค้า', en: 'Return Policy' },
    `
<h2>รับประกันคืนสินค้าภายใน 7 วัน</h2>
<p>หากสินค้าชำรุด เสียหายระหว่างขนส่ง หรือไม่ตรงกับที่สั่ง ท่านขอคืนสินค้าได้ภายใน <strong>7 วัน</strong> นับจากวันที่ได้รับ</p>
<h2>ขั้นตอน</h2>
<ul>
<li>ไปที่คำสั่งซื้อของฉัน เลือกสินค้า แล้วกดขอคืนสินค้า</li>
<li>แนบรูปถ่ายสินค้าและบรรจุภัณฑ์</li>
<li>ร้านค้าพิจารณาคำขอภายใน 3-7 วันทำการ</li>
</ul>
<p>สินค้าประเภทอาหารที่เปิดใช้แล้วและเครื่องสำอางที่เปิดใช้แล้วไม่สามารถคืนได้ เว้นแต่ชำรุดจากการผลิต</p>
`,
    `
<h2>7-day return guarantee</h2>
<p>If an item is faulty, damaged in transit or not what you ordered, you can ask to return it within <strong>7 days</strong> of receiving it.</p>
<h2>How to return</h2>
<ul>
<li>Go to My orders, choose the item and press Request a return.</li>
<li>Attach photos of the item and its packaging.</li>
<li>The store reviews your request within 3-7 business days.</li>
</ul>
<p>Opened food and opened cosmetics cannot be returned unless they have a manufacturing fault.</p>
`,
  ),
  page(
    'card-terms-and-conditions',
    { th: 'ข้อกำหนดและเงื่อนไขบัตรสมาชิก', en: 'Member Card Terms and Conditions' },
    `
<h2>บัตรสมาชิกอิเล็กทรอนิกส์</h2>
<p>บัตรสมาชิกบ้านเรามาร์เก็ตเป็นบัตรอิเล็กทรอนิกส์ที่ผูกกับบัญชีของท่าน ไม่มีค่าธรรมเนียมแรกเข้าหรือรายปี</p>
<ul>
<li>ใช้ได้เฉพาะเจ้าของบัญชีและโอนสิทธิ์ให้ผู้อื่นไม่ได้</li>
<li>ระดับสมาชิกคำนวณจากยอดซื้อสะสมในรอบ 12 เดือน</li>
<li>บริษัทขอสงวนสิทธิ์ในการเปลี่ยนแปลงสิทธิประโยชน์โดยแจ้งล่วงหน้า 30 วัน</li>
</ul>
<p>ดูสิทธิประโยชน์ได้ที่ <a href="/member-benefits">สิทธิประโยชน์สมาชิก</a></p>
`,
    `
<h2>Electronic member card</h2>
<p>The Baan Rao Market member card is an electronic card linked to your account, with no joining or annual fee.</p>
<ul>
<li>Only the account holder may use it; it cannot be transferred.</li>
<li>Your tier is based on what you spent over the last 12 months.</li>
<li>We may change the benefits with 30 days’ notice.</li>
</ul>
<p>See the <a href="/member-benefits">member benefits</a>.</p>
`,
  ),
  page(
    'member-benefits',
    { th: 'สิทธิประโยชน์สมาชิก', en: 'Member Benefits' },
    `
<h2>สมัครฟรี รับสิทธิ์ทันที</h2>
<ul>
<li>รับ 1 คะแนนทุกการซื้อครบ 25 บาท ใช้แลกส่วนลดและของรางวัล</li>
<li>คูปองส่วนลดวันเกิด</li>
<li>สิทธิ์ซื้อสินค้าในแคมเปญก่อนใคร</li>
<li>แชร์สินค้าและรับเงินคืนเมื่อมีผู้ซื้อผ่านลิงก์ของท่าน</li>
</ul>
<p><a href="/card-terms-and-conditions">อ่านเงื่อนไขบัตรสมาชิก</a></p>
`,
    `
<h2>Join free, enjoy perks right away</h2>
<ul>
<li>1 point for every 25 baht spent, to redeem for discounts and rewards.</li>
<li>A birthday discount coupon.</li>
<li>Early access to campaign deals.</li>
<li>Share products and earn cashback when people buy through your link.</li>
</ul>
<p><a href="/card-terms-and-conditions">Read the member card terms</a></p>
`,
  ),
  page(
    'aboutus',
    { th: 'เกี่ยวกับเรา', en: 'About Us' },
    `
<h2>บ้านเรามาร์เก็ต</h2>
<p>ตลาดออนไลน์ที่รวบรวมของดีจากเกษตรกรและร้านค้าชุมชนทั่วไทย ตั้งแต่น้ำผึ้งจากเชียงใหม่ ลำไยจากลำพูน ไปจนถึงน้ำมะพร้าวจากนครปฐม</p>
<p>เราคัดเลือกร้านค้าที่ผลิตเองหรือรับตรงจากแหล่ง และดูแลให้ทุกคำสั่งซื้อถึงมือท่านอย่างปลอดภัย</p>
<p>ติดต่อเราได้ที่ <a href="mailto:contact@example.com">contact@example.com</a> หรือ <a href="/contactus">หน้าติดต่อเรา</a></p>
`,
    `
<h2>Baan Rao Market</h2>
<p>An online marketplace gathering good things from farmers and community stores all over Thailand, from Chiang Mai honey and Lamphun longans to Nakhon Pathom coconut water.</p>
<p>We choose stores that make their own goods or buy straight from the source, and we make sure every order reaches you safely.</p>
<p>Reach us at <a href="mailto:contact@example.com">contact@example.com</a> or on the <a href="/contactus">contact page</a>.</p>
`,
  ),
  page(
    'our-story',
    { th: 'เรื่องราวของเรา', en: 'Our Story' },
    `
<h2>เริ่มจากน้ำผึ้งขวดเดียว</h2>
<p>บ้านเรามาร์เก็ตเริ่มต้นเมื่อเพื่อนกลุ่มหนึ่งช่วยฟาร์มผึ้งเล็ก ๆ ในดอยสะเก็ดขายน้ำผึ้งดอกลำไยทางออนไลน์ ยอดขายที่เพิ่มขึ้นทำให้เกษตรกรมีรายได้ที่มั่นคง</p>
<h2>สิ่งที่เราเชื่อ</h2>
<ul>
<li><strong>ราคาเป็นธรรม</strong> ให้ทั้งผู้ผลิตและผู้ซื้อ</li>
<li><strong>ของแท้</strong> รู้ที่มาของทุกสินค้า</li>
<li><strong>ชุมชนเข้มแข็ง</strong> รายได้กลับสู่ท้องถิ่น</li>
</ul>
`,
    `
<h2>It began with one jar of honey</h2>
<p>Baan Rao Market started when a group of friends helped a small Doi Saket bee farm sell its longan honey online. Growing sales gave the farmers a steady income.</p>
<h2>What we believe</h2>
<ul>
<li><strong>Fair prices</strong> for makers and buyers alike.</li>
<li><strong>Genuine goods</strong> whose origin you can trace.</li>
<li><strong>Strong communities</strong> where the income stays local.</li>
</ul>
`,
  ),
  page(
    'faq',
    { th: 'คำถามที่พบบ่อย', en: 'Frequently Asked Questions' },
    `
<h2>ชำระเงินได้ช่องทางใดบ้าง</h2>
<p>บัตรเครดิตหรือเดบิต โอนเงินผ่านธนาคารพร้อมแนบสลิป และเก็บเงินปลายทางสำหรับสินค้าที่ร่วมรายการ</p>
<h2>สินค้าจะถึงเมื่อไร</h2>
<p>ร้านค้าจัดส่งภายใน 3-7 วันทำการ ท่านติดตามสถานะได้ในคำสั่งซื้อของฉัน</p>
<h2>ขอใบกำกับภาษีได้ไหม</h2>
<p>ได้ โปรดกรอกข้อมูลใบกำกับภาษีตอนสั่งซื้อ หากต้องการเปลี่ยนที่อยู่ในใบกำกับภาษี ต้องแจ้งภายใน 23:59 น. ของวันที่สั่งซื้อ</p>
<h2>คืนสินค้าได้อย่างไร</h2>
<p>ดูรายละเอียดที่ <a href="/return-policy">นโยบายการคืนสินค้า</a></p>
`,
    `
<h2>How can I pay?</h2>
<p>By credit or debit card, by bank transfer with a slip upload, or cash on delivery for eligible products.</p>
<h2>When will my order arrive?</h2>
<p>Stores ship within 3-7 business days. You can follow the status under My orders.</p>
<h2>Can I get a tax invoice?</h2>
<p>Yes: fill in the tax invoice details when you order. To change the invoice address, tell us by 23:59 on the day of the order.</p>
<h2>How do I return an item?</h2>
<p>See our <a href="/return-policy">return policy</a>.</p>
`,
  ),
];
