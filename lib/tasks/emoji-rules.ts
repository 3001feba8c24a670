/**
 * Hand-picked emoji for the things people put on a to-do list, in English and Chinese.
 *
 * The first seventeen groups are the product's original keyword groups (email, phone, shopping,
 * writing, review, cleaning, meal, exercise, reading, travel, repair, reminder, urgent, meeting,
 * deadline, health, plan); the rest add the everyday areas people write about most. Words the
 * rules miss fall through to the generated emoji keyword index (see emoji-index.json).
 *
 * English entries are words or short phrases; they are stemmed before matching, so 'walk' also
 * matches 'walking' and 'walks'. Chinese entries match as substrings.
 *
 * `weight`: 3 for a specific thing (a dentist, a dog, a tax return), 2 for a general activity
 * (call, buy, write), 1 for a vague marker (reminder, plan). The heaviest match is shown first.
 */
export interface EmojiRule {
  emoji: string;
  en: readonly string[];
  zh: readonly string[];
  weight: 1 | 2 | 3;
}

const rule = (emoji: string, weight: EmojiRule["weight"], en: string, zh = ""): EmojiRule => ({
  emoji,
  weight,
  en: en.split("|").filter(Boolean),
  zh: zh.split("|").filter(Boolean),
});

export const EMOJI_RULES: readonly EmojiRule[] = [
  // The original seventeen groups.
  rule("📧", 2, "email|e-mail|mail|inbox|reply|respond|newsletter", "邮件|邮箱|回复|回信"),
  rule("📞", 2, "call|phone|ring|dial|voicemail|call back", "打电话|电话|致电|回电"),
  rule("🛒", 2, "shop|shopping|buy|purchase|order|pick up|store|supermarket|costco|amazon", "买|购物|购买|采购|超市|下单|网购"),
  rule("✍️", 2, "write|draft|essay|blog post|journal|letter|article|notes|jot", "写|撰写|起草|日记|文章|笔记"),
  rule("🔍", 2, "review|check|proofread|inspect|audit|look into|research|compare", "检查|审核|审阅|复查|校对|调研|研究|查看"),
  rule("🧹", 2, "clean|tidy|sweep|declutter|vacuum|mop|dust|organize|organise", "打扫|清洁|整理|收拾|扫地|拖地|吸尘|大扫除"),
  rule("🍽️", 2, "meal|dinner|lunch|breakfast|eat|brunch|meal prep|supper", "吃饭|午饭|晚饭|早饭|早餐|午餐|晚餐|备餐"),
  rule("🏋️", 2, "exercise|workout|work out|gym|lift|weights|lift weights|weight training|weightlifting|strength|training|squat|push-up|pushups|crossfit|hiit", "锻炼|健身|运动|举铁|力量训练|深蹲|俯卧撑|撸铁"),
  rule("📚", 2, "read|reading|chapter|novel|library|textbook|library books", "读书|阅读|看书|读|图书馆|章节"),
  rule("✈️", 3, "travel|flight|fly|airport|trip|boarding pass|vacation|holiday", "旅行|航班|机场|飞机|出差|旅游|登机|度假"),
  rule("🔧", 2, "repair|fix|mend|maintenance|plumber|leak|broken|install|assemble", "修|修理|维修|修好|安装|水管工|漏水"),
  rule("⏰", 1, "remind|reminder|alarm|wake up|set timer", "提醒|闹钟|起床"),
  rule("🚨", 1, "urgent|emergency|asap|immediately", "紧急|急事|马上|立刻"),
  rule("🤝", 2, "meeting|meet|sync|standup|stand-up|one-on-one|interview|client", "会议|开会|见面|面试|客户|例会"),
  rule("⏳", 1, "deadline|due|overdue|submit|turn in", "截止|到期|逾期|提交|上交"),
  rule("💊", 2, "medicine|medication|pill|vitamin|prescription|pharmacy|health|supplement", "吃药|药|维生素|处方|药店|健康|保健"),
  rule("🗓️", 1, "plan|schedule|calendar|agenda|organize week|weekly review|book", "计划|安排|日程|规划|日历|预约"),

  // Health and body.
  rule("🦷", 3, "dentist|dental|teeth|tooth|floss|orthodontist|braces", "牙医|牙|洗牙|看牙|牙齿"),
  rule("🩺", 3, "doctor|checkup|check up|clinic|gp|appointment with dr|blood test|physio|physiotherapy", "医生|看病|体检|医院|门诊|复诊|验血"),
  rule("👓", 3, "optician|eye exam|glasses|contacts|optometrist", "眼镜|验光|眼科"),
  rule("💇", 3, "haircut|hair cut|barber|hairdresser|salon", "理发|剪头|剪发|发型"),
  rule("💧", 2, "water|hydrate|hydration|drink water|glasses of water|bottle", "喝水|饮水|补水|喝八杯水"),
  rule("🧘", 3, "yoga|meditate|meditation|mindfulness|stretch|breathe|breathing|pilates", "瑜伽|冥想|拉伸|正念|呼吸|普拉提"),
  rule("🏃", 3, "run|jog|running|jogging|5k|10k|marathon|sprint|treadmill", "跑步|慢跑|跑|马拉松|晨跑|夜跑"),
  rule("🚶", 2, "walk|steps|hike|hiking|stroll", "散步|走路|步行|徒步"),
  rule("🚴", 3, "bike|cycle|cycling|spin class|bicycle", "骑车|骑行|自行车|单车|动感单车"),
  rule("🏊", 3, "swim|swimming|pool|laps", "游泳|泳池"),
  rule("⚖️", 3, "weigh|weigh-in|weight|scale|lose weight|calories|calorie|macros", "称体重|体重|减肥|卡路里|热量|减重"),
  rule("🥗", 3, "salad|veggies|vegetables|healthy eating|diet|meal plan|protein", "沙拉|蔬菜|饮食|减脂餐|蛋白质|轻食"),
  rule("😴", 3, "sleep|nap|bed early|bedtime|rest", "睡觉|睡眠|午睡|早睡|休息"),
  rule("🧠", 2, "therapy|therapist|mental health|counseling|counselling|focus", "心理|咨询|专注"),

  // Home and chores.
  rule("🧺", 3, "laundry|wash clothes|washing|fold clothes|ironing|iron|dry cleaning", "洗衣服|洗衣|叠衣服|熨衣服|干洗|晾衣服"),
  rule("🍽️", 3, "dishes|dishwasher|wash up", "洗碗|碗|洗碗机"),
  rule("🗑️", 3, "trash|garbage|rubbish|bins|recycling|take out the bin", "倒垃圾|垃圾|回收"),
  rule("🛏️", 3, "make the bed|sheets|bedding|change sheets", "铺床|床单|换床单|被子"),
  rule("🍳", 3, "cook|cooking|bake|baking|recipe|dinner prep|make dinner", "做饭|烹饪|烤|煮|下厨|菜谱|做菜"),
  rule("🪴", 3, "plant|plants|houseplant|garden|gardening|repot|seeds|weeding", "浇花|浇水|植物|花园|种花|盆栽|除草|鲜花"),
  rule("🌱", 2, "mow|lawn|grass|yard", "草坪|割草|院子"),
  rule("📦", 3, "package|parcel|ship|shipping|return|post office|mail package|delivery|move|moving|pack boxes", "快递|包裹|寄|退货|邮局|搬家|取件"),
  rule("🔑", 3, "keys|key|locksmith|spare key", "钥匙|配钥匙"),
  rule("💡", 2, "light bulb|lightbulb|bulb|idea|ideas|brainstorm", "灯泡|想法|点子|头脑风暴"),

  // Food and shopping.
  rule("🥛", 3, "milk|dairy|yogurt", "牛奶|酸奶|奶"),
  rule("🍞", 3, "bread|bakery|toast|bagel", "面包|吐司"),
  rule("🥚", 3, "eggs|egg", "鸡蛋|蛋"),
  rule("🍎", 3, "fruit|apples|apple|bananas|banana|oranges", "水果|苹果|香蕉|橙子"),
  rule("☕", 3, "coffee|latte|espresso|cafe|café|tea", "咖啡|拿铁|喝茶|茶"),
  rule("🥦", 3, "groceries|grocery|produce|farmers market", "买菜|菜市场|杂货|食材"),
  rule("🎁", 3, "gift|present|presents|wrap|christmas shopping", "礼物|送礼|包装礼物"),
  rule("🎂", 3, "birthday|bday|anniversary|cake", "生日|蛋糕|周年|纪念日"),

  // Money and admin.
  rule("🧾", 3, "tax|taxes|tax return|receipt|receipts|invoice|expense|expenses|reimbursement|irs", "税|报税|退税|发票|报销|收据|个税"),
  rule("💰", 3, "pay|payment|bill|bills|rent|budget|bank|money|transfer|loan|mortgage|salary|deposit|savings", "付款|付钱|支付|缴费|交费|交房租|交电费|账单|房租|预算|银行|转账|还款|贷款|工资|存钱|水电费|电费|话费|物业费"),
  rule("💳", 3, "credit card|subscription|cancel subscription|paypal|venmo", "信用卡|银行卡|订阅|续费|支付宝|微信支付"),
  rule("📄", 2, "form|forms|document|documents|paperwork|contract|sign|application|apply|renew|passport|visa|license|licence|insurance|print|scan", "表格|文件|材料|合同|签字|签名|申请|续签|护照|签证|驾照|保险|打印|扫描"),
  rule("🏠", 3, "landlord|lease|house|apartment|home|mortgage|realtor|rent apartment", "房东|房子|公寓|租房|家里|买房"),

  // Work and study.
  rule("💻", 2, "code|coding|program|deploy|bug|pull request|laptop|computer|website|app|software|backup|password|install app", "代码|编程|写代码|上线|部署|电脑|网站|软件|更新|备份|密码|修bug"),
  rule("📊", 3, "report|presentation|slides|deck|spreadsheet|excel|data|analysis|metrics|quarterly", "报告|汇报|演示|幻灯片|PPT|ppt|表格数据|数据|分析|季度"),
  rule("🎓", 3, "study|exam|midterm|final exam|homework|assignment|lecture|course|thesis|revise|revision|quiz|school|university|college", "学习|考试|作业|功课|上课|课程|论文|复习|学校|大学|背单词"),
  rule("🗣️", 2, "presentation practice|speech|pitch|talk|practice talk", "演讲|发言|汇报"),
  rule("📝", 1, "todo|to-do|list|fill out|sign up|register|note|notes", "清单|填写|报名|登记|记录"),

  // People and pets.
  rule("🐕", 3, "dog|dogs|puppy|walk the dog|vet|dog food", "狗|遛狗|小狗|狗粮|宠物医院"),
  rule("🐈", 3, "cat|cats|kitten|litter|cat food", "猫|猫砂|猫粮|小猫"),
  rule("🐾", 2, "pet|pets|feed the pet", "宠物|喂"),
  rule("👶", 3, "baby|diaper|diapers|nanny|babysitter", "宝宝|婴儿|尿布|保姆"),
  rule("🧒", 3, "kids|kid|children|school run|pick up the kids|daycare|son|daughter", "孩子|小孩|儿子|女儿|接孩子|送孩子|幼儿园|家长会"),
  rule("👵", 3, "mom|mum|mother|dad|father|parents|grandma|grandpa|family|grandmother|grandfather", "妈妈|爸爸|父母|奶奶|爷爷|外婆|外公|家人|妈|爸"),
  rule("❤️", 2, "date night|girlfriend|boyfriend|wife|husband|partner|valentine", "约会|女朋友|男朋友|老婆|老公|对象"),
  rule("🎉", 2, "party|celebrate|celebration|invite|invitation|wedding|rsvp", "派对|聚会|庆祝|邀请|婚礼"),
  rule("💬", 2, "text|message|chat|whatsapp|dm|slack", "发消息|短信|微信|聊天|消息"),
  rule("👥", 2, "friends|friend|catch up|hang out|coffee with", "朋友|聚餐|叙旧"),

  // Getting around.
  rule("🚗", 3, "car|oil change|tires|tyres|car wash|mechanic|garage|drive|parking|registration|smog", "车|洗车|换机油|轮胎|加油|停车|开车|保养|年检"),
  rule("⛽", 3, "gas|petrol|fuel|fill up", "加油站|汽油"),
  rule("🚆", 3, "train|bus|commute|ticket|tickets|metro|subway", "火车|高铁|公交|地铁|车票|通勤|票"),
  rule("🧳", 3, "pack|packing|suitcase|luggage|hotel|check in|book hotel", "行李|收拾行李|打包|酒店|订酒店|行李箱"),

  // Free time.
  rule("🎵", 3, "music|guitar|piano|song|playlist|concert|sing|violin|drums", "音乐|吉他|钢琴|练琴|唱歌|演唱会|歌"),
  rule("🎨", 3, "paint|painting|draw|drawing|sketch|art|design|craft", "画画|绘画|素描|设计|手工"),
  rule("📷", 3, "photo|photos|pictures|camera|photography|album", "照片|拍照|相册|摄影"),
  rule("🎬", 3, "movie|film|cinema|netflix|tv show|series|episode|documentary", "电影|看剧|电视剧|追剧|影院"),
  rule("🎮", 3, "video game|video games|board game|gaming", "游戏|打游戏|玩游戏"),
  rule("🧩", 2, "puzzle|hobby|lego", "拼图|爱好|乐高"),
  rule("🌍", 2, "language|spanish|french|duolingo|learn|german|japanese", "语言|英语|日语|法语|外语|学外语|学英语"),
  rule("🙏", 2, "church|pray|prayer|volunteer|charity|donate", "教堂|祈祷|志愿|捐"),
  rule("🎯", 1, "goal|goals|habit|habits|focus on|priority|priorities|challenge|resolution", "目标|习惯|挑战|重点"),
];
