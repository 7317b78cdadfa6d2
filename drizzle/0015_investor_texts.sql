-- The investor page's business line and its operating-platform text move from the message files
-- into the database (issue 13: staff edit them in the back office, content kind `investor`).
-- A database seeded before gets the texts the message files had; a text already there is kept.
INSERT INTO "site_setting_texts" ("key", "locale", "value") VALUES
  ('investorBusiness', 'en', 'Smart pet products, pet accessories, care products and the Pawtrail app'),
  ('investorPlatform', 'en', 'Our operating platform connects the Pawtrail app, our devices and our partners: agents and stores use it to order stock, activate devices for their customers and follow service requests.

It runs in data centres in several regions, follows the data protection rules of each market and is monitored around the clock.'),
  ('investorBusiness', 'zh', '智能宠物产品、宠物用品、护理产品及 Pawtrail App'),
  ('investorPlatform', 'zh', '我们的运营平台连接 Pawtrail App、智能设备和合作伙伴：代理商和门店可通过平台订货、为客户激活设备并跟进售后服务。

平台部署在多个地区的数据中心，遵守各市场的数据保护法规，并提供全天候监控。'),
  ('investorBusiness', 'de', 'Smarte Heimtierprodukte, Zubehör, Pflegeprodukte und die Pawtrail-App'),
  ('investorPlatform', 'de', 'Unsere Betriebsplattform verbindet die Pawtrail-App, unsere Geräte und unsere Partner: Vertriebspartner und Geschäfte bestellen darüber Ware, aktivieren Geräte für ihre Kunden und verfolgen Serviceanfragen.

Die Plattform läuft in Rechenzentren in mehreren Regionen, hält die Datenschutzvorschriften jedes Marktes ein und wird rund um die Uhr überwacht.'),
  ('investorBusiness', 'ja', 'スマートペット製品、ペット用品、ケア用品およびPawtrailアプリ'),
  ('investorPlatform', 'ja', '当社の運営プラットフォームは、Pawtrailアプリ、デバイス、パートナーをつなぎます。代理店や販売店はこのプラットフォームで商品の発注、お客様のデバイスのアクティベーション、サービス依頼の進捗確認を行います。

複数の地域のデータセンターで運用され、各市場のデータ保護規制に準拠し、24時間体制で監視されています。'),
  ('investorBusiness', 'fr', 'Produits connectés pour animaux, accessoires, produits de soin et application Pawtrail'),
  ('investorPlatform', 'fr', 'Notre plateforme d’exploitation relie l’application Pawtrail, nos appareils et nos partenaires : agents et magasins l’utilisent pour commander du stock, activer les appareils de leurs clients et suivre les demandes de service.

Elle fonctionne dans des centres de données situés dans plusieurs régions, respecte les règles de protection des données de chaque marché et fait l’objet d’une surveillance permanente.'),
  ('investorBusiness', 'es', 'Productos inteligentes para mascotas, accesorios, productos de cuidado y la app Pawtrail'),
  ('investorPlatform', 'es', 'Nuestra plataforma operativa conecta la app Pawtrail, nuestros dispositivos y nuestros socios: agentes y tiendas la usan para pedir mercancía, activar los dispositivos de sus clientes y dar seguimiento a las solicitudes de servicio.

Funciona en centros de datos de varias regiones, cumple las normas de protección de datos de cada mercado y se supervisa las 24 horas.'),
  ('investorBusiness', 'ko', '스마트 펫 제품, 반려동물 액세서리, 케어 제품, Pawtrail 앱'),
  ('investorPlatform', 'ko', 'Pawtrail 운영 플랫폼은 Pawtrail 앱, 기기, 파트너를 연결합니다. 대리점과 매장은 이 플랫폼에서 제품을 주문하고, 고객의 기기를 활성화하고, 서비스 요청을 추적합니다.

여러 지역의 데이터 센터에서 운영되며, 각 시장의 데이터 보호 규정을 준수하고, 24시간 모니터링됩니다.'),
  ('investorBusiness', 'pt', 'Produtos inteligentes para pets, acessórios, produtos de cuidado e o app Pawtrail'),
  ('investorPlatform', 'pt', 'Nossa plataforma operacional conecta o app Pawtrail, nossos dispositivos e nossos parceiros: agentes e lojas a usam para fazer pedidos de estoque, ativar os dispositivos dos clientes e acompanhar solicitações de serviço.

Ela funciona em data centers de várias regiões, segue as regras de proteção de dados de cada mercado e é monitorada 24 horas por dia.'),
  ('investorBusiness', 'ru', 'Умные товары для питомцев, аксессуары, средства ухода и приложение Pawtrail'),
  ('investorPlatform', 'ru', 'Наша операционная платформа объединяет приложение Pawtrail, наши устройства и партнёров: агенты и магазины заказывают через неё товар, активируют устройства для покупателей и отслеживают обращения в сервис.

Платформа работает в центрах обработки данных в нескольких регионах, соблюдает требования к защите данных на каждом рынке и находится под круглосуточным мониторингом.'),
  ('investorBusiness', 'it', 'Prodotti smart per animali, accessori, prodotti per la cura e l’app Pawtrail'),
  ('investorPlatform', 'it', 'La nostra piattaforma operativa collega l’app Pawtrail, i nostri dispositivi e i nostri partner: agenti e negozi la usano per ordinare la merce, attivare i dispositivi dei clienti e seguire le richieste di assistenza.

Funziona in data center situati in più regioni, rispetta le norme sulla protezione dei dati di ogni mercato ed è monitorata 24 ore su 24.')
ON CONFLICT DO NOTHING;
